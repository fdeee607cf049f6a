import { matchRoute, type Screen } from '@garage/contract/route-manifest';
import { HEADS } from '@garage/contract/pages/index';
import * as notFoundPage from '@garage/contract/pages/not-found';
import {
  screenModule,
  withBrand,
  type HeadContext,
  type HeadLookups,
  type PageHead,
  type PreloadImage,
} from '@garage/contract/pages/page-head';
import { paths } from '@garage/contract/paths';
import { SERVICE } from '@garage/contract/service-slugs';
import { serviceSeo } from '../garage-services.js';
import { legalDocument } from '../legal-documents.js';
import { enginePrices } from '../prices/engine-prices.js';
import type { PriceBandRow } from '../prices/price-grid-rows.js';
import type { ReferenceSnapshot } from '../reference-reader.js';
import type { RealisationView } from '../realisations/reads.js';
import type { VehicleTrail } from '../vehicles/catalogue.js';

export type { PreloadImage };

/**
 * What the HTML of a route carries before any script runs: the head its page module gives (contract/src/pages), with
 * the brand, the status, and what the gateway sends with it.
 */
export interface PageMeta extends Omit<PageHead, 'canonicalPath' | 'jsonLd' | 'ogType'> {
  /** None for a page that does not exist. */
  canonicalPath?: string;
  jsonLd: Record<string, unknown>[];
  ogType: 'website' | 'article';
  /** 404 for a page that does not exist: a path outside the route table, or an unknown vehicle or job. */
  status: 200 | 404;
  /** The SPA screen that renders the route (a folder of client/src/routes); none for a page left to the browser. */
  screen?: Screen;
  /** Source modules the page shows at once (its screen and lazy parts), whose code and styles come with it. */
  modules: string[];
}

/**
 * A centreless page that exists for each centre (`/services…`, `/reprogrammation…`, `/realisations…`, `/franchise`,
 * `/maritime`, `/contact`): a visitor who has chosen a centre is sent to that centre's version.
 */
export function centrePageNeedingCentre(pathname: string, snapshot: ReferenceSnapshot): boolean {
  const match = matchRoute(pathname, (id) => snapshot.centres.some((c) => c.id === id));
  return match !== null && match.route.scope === 'centre' && match.centre === undefined;
}

/**
 * The spec's redirects (section 2), answered by the gateway so that they work without scripts, as the SPA's own
 * router makes them: a centre page under an unknown centre id goes to `/`, an unknown service slug to the list of
 * services. Null for any other path. (A single unknown segment, `/pas-une-page`, is a page that does not exist: it
 * cannot be told apart from a mistyped address, and its 404 page lists the centres.)
 */
export function specRedirect(pathname: string, snapshot: ReferenceSnapshot): string | null {
  const isCentre = (id: string) => snapshot.centres.some((c) => c.id === id);
  const match = matchRoute(pathname, isCentre);
  if (match) {
    const known = match.route.id !== 'service' || snapshot.services.some((s) => s.slug === match.params.service);
    return known ? null : paths.services(match.centre);
  }
  // What the path would be under any centre id: `/{center}` itself (the spec: an unknown centre id redirects to
  // `/`, so a single unknown segment is a centre not found), `/{center}/services`, `/{center}/contact`…
  const underAnyCentre = matchRoute(pathname, () => true);
  return underAnyCentre?.centre !== undefined && underAnyCentre.route.scope !== 'site' ? paths.home() : null;
}

/** Data some pages need beyond the reference snapshot, looked up only for those pages. */
export interface MetaLookups {
  /** The configurator path's levels, resolved against the catalogue. */
  trail(levels: string[]): Promise<VehicleTrail>;
  /** An active realisation by id. */
  realisation(id: number): Promise<RealisationView | null>;
  /** The first realisation of a centre's gallery, in gallery order (null when the gallery is empty). */
  firstRealisation(centre: string): Promise<RealisationView | null>;
  /** The remap's price grid (both markets). */
  priceGrid(): Promise<readonly PriceBandRow[]>;
}

export async function metaForPath(
  pathname: string,
  snapshot: ReferenceSnapshot,
  lookups: MetaLookups,
  /** The public origin, for the absolute URLs of structured data. */
  origin: string,
): Promise<PageMeta> {
  const { site, centres, services } = snapshot;
  const brand = site.brandName;
  const match = matchRoute(pathname, (id) => centres.some((c) => c.id === id));
  if (!match) return notFound(brand);
  const { route } = match;
  const centre = centres.find((c) => c.id === match.centre);
  const headLookups: HeadLookups = {
    trail: ([type, manufacturer, model, year, engine]) => lookups.trail([type!, manufacturer!, model!, year!, engine!]),
    realisation: (id) => lookups.realisation(id),
    firstRealisation: (id) => lookups.firstRealisation(id),
    legal: (slug) => legalDocument(slug, snapshot),
    serviceSeo: (service) =>
      serviceSeo(
        services.find((s) => s.slug === service.slug)!,
        site,
        centres,
      ),
    enginePrices: async ([type, manufacturer, model, year, engine]) => {
      const trail = await lookups.trail([type!, manufacturer!, model!, year!, engine!]);
      if (!trail.engine || !trail.type) return null;
      return enginePrices(await lookups.priceGrid(), site, trail.type.id, trail.engine, {
        centre: centre ?? null,
        warranty: services.find((s) => s.slug === SERVICE.engineRemap)?.warranty ?? null,
      });
    },
  };
  const context: HeadContext = {
    routeId: route.id,
    params: match.params,
    pathname,
    centre,
    where: centre ? ` à ${centre.name}` : '',
    site,
    centres,
    services,
    origin,
    lookups: headLookups,
  };
  const head = await HEADS[route.id](context);
  if (head === 'notFound') return notFound(brand);
  // A vehicle or a job the route names but that does not exist: the route's own screen says so, with status 404.
  if (head === 'missing')
    return {
      ...notFound(brand),
      screen: route.screen,
      modules: [screenModule(route.screen), ...(route.shows ?? route.showsOneOf?.[0] ?? [])],
    };
  const { shows, ...pageHead } = head;
  return {
    status: 200,
    ogType: 'website',
    jsonLd: [],
    ...pageHead,
    title: withBrand(head.title, brand),
    screen: route.public ? route.screen : undefined,
    modules: route.preloadScreen === false ? [] : [screenModule(route.screen), ...(shows ?? route.shows ?? [])],
  };
}

/** « Page introuvable »: status 404, out of search results, no canonical URL (it is no page's address). */
function notFound(brand: string): PageMeta {
  return {
    title: withBrand(notFoundPage.title(), brand),
    description: notFoundPage.description,
    jsonLd: [],
    ogType: 'website',
    status: 404,
    noindex: true,
    screen: 'NotFound',
    modules: [screenModule('NotFound')],
  };
}
