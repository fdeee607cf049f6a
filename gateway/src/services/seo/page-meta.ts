import type { Centre } from '../../entities/centre.js';
import type { GarageService } from '../../entities/garage-service.js';
import type { SiteIdentity } from '../../entities/site-identity.js';
import { formatMoney } from '../../lib/money.js';
import { serviceSeo, serviceVehicleFor } from '../garage-services.js';
import { legalDocument } from '../legal-documents.js';
import type { ReferenceSnapshot } from '../reference-reader.js';
import type { VehicleTrail } from '../vehicles/catalogue.js';
import type { RealisationView } from '../realisations/reads.js';
import { matchRoute, type RouteId, type Screen } from '@garage/contract/route-manifest';
import { pageTitles, seoTitleWithoutBrand, withBrand } from '@garage/contract/page-titles';
import { GALLERY_TILE_SIZES, derivativeSrcSet, illustrationSrcSet, SERVICE_HERO } from '@garage/contract/media-images';
import { paths, realisationIdOf } from '@garage/contract/paths';

/** What the HTML of a public route carries before any script runs: title, description, canonical, JSON-LD. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (the public origin is added by the renderer); none for a page that does not exist. */
  canonicalPath?: string;
  /** schema.org objects, each rendered as one JSON-LD script. */
  jsonLd: Record<string, unknown>[];
  ogType: 'website' | 'article';
  /** Absolute path of the preview image. */
  image?: string;
  /** 404 for a page that does not exist: a path outside the route table, or an unknown vehicle or job. */
  status: 200 | 404;
  /** Keep the page out of search results (admin, pages that do not exist). */
  noindex?: boolean;
  /** The SPA screen that renders the route (a module of client/src/routes); none for the admin. */
  screen?: Screen;
  /** Source modules the page shows at once (its screen and lazy parts), whose code and styles come with it. */
  modules: string[];
  /** The image that will be the largest paint of the first screen, so it can be fetched before the scripts run. */
  preloadImage?: PreloadImage;
}

/** An image as the SPA will request it: same URL, srcset and sizes, so the browser reuses the early response. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

/** Descriptions of the pages that exist for each centre and in a centreless form (`where`: « à <centre> » or ''). */
const CENTRE_PAGE_DESCRIPTIONS: Partial<Record<RouteId, (where: string) => string>> = {
  services: (where) =>
    `Reprogrammation moteur et boîte, conversion E85, diagnostic, entretien, banc de puissance et antipollution${where} : prix, durées et garanties.`,
  configurator: (where) =>
    `Choisissez votre véhicule et comparez puissance et couple d’origine, stage 1 et stage 2${where}. Gains estimés, prix et devis.`,
  realisations: (where) =>
    `Photos et vidéos de nos reprogrammations et préparations${where}, avec les gains de puissance et de couple mesurés au banc.`,
  franchise: () =>
    'Rejoignez un réseau de centres de reprogrammation moteur : fichiers, formation, marketing et pièces de performance. Téléchargez la brochure.',
  maritime: (where) =>
    `Reprogrammation, diagnostic et entretien des moteurs de bateaux et de jet-skis${where} : hivernage, turbine, anodes et vidange.`,
  contact: (where) =>
    `Coordonnées, horaires et formulaire de contact${where}. Demandez un devis de reprogrammation ou d’entretien.`,
  booking: (where) =>
    `Prenez rendez-vous en ligne${where} : choisissez la prestation, un jour et une heure libres, et recevez la confirmation par e-mail.`,
};

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
  const { route, params } = match;
  // A vehicle or a job the route names but that does not exist: the route's own screen says so, with status 404.
  const missing = (): PageMeta => ({
    ...notFound(brand),
    screen: route.screen,
    modules: [`src/routes/${route.screen}.tsx`],
  });
  const centre = centres.find((c) => c.id === match.centre);
  const where = centre ? ` à ${centre.name}` : '';
  const page = (
    meta: Omit<PageMeta, 'status' | 'ogType' | 'jsonLd' | 'screen' | 'modules'> & Partial<PageMeta>,
  ): PageMeta => ({
    status: 200,
    ogType: 'website',
    jsonLd: [],
    screen: route.screen,
    modules: [`src/routes/${route.screen}.tsx`, ...(route.shows ?? [])],
    ...meta,
    title: withBrand(meta.title, brand),
  });

  switch (route.id) {
    case 'home':
      return page({
        title: pageTitles.home(),
        description:
          'Réseau de centres de reprogrammation moteur : stage 1 et 2, conversion E85, boîte de vitesses, diagnostic, entretien, banc de puissance et marine.',
        canonicalPath: paths.home(),
        jsonLd: [organisation(site, centres)],
      });
    case 'admin':
      return page({
        title: pageTitles.admin(),
        description: 'Espace réservé.',
        canonicalPath: paths.admin(),
        noindex: true,
        screen: undefined,
        modules: [],
      });
    case 'myBooking':
      // Opened by the visitor's e-mail link, whose token only the browser reads: nothing to render or index.
      return page({
        title: pageTitles.myBooking(),
        description: 'Déplacer ou annuler votre rendez-vous.',
        canonicalPath: paths.myBooking(),
        noindex: true,
        screen: undefined,
      });
    case 'legalNotice':
    case 'privacy':
    case 'terms': {
      const slug = pathname.split('/').filter(Boolean)[0]!;
      const legal = legalDocument(slug, snapshot);
      if (!legal) return notFound(brand);
      return page({ title: legal.title, description: legal.description, canonicalPath: `/${slug}` });
    }
    case 'sitemap':
      return page({
        title: pageTitles.sitemap(),
        description: 'Toutes les pages du site : services, centres, réalisations, informations légales.',
        canonicalPath: paths.sitemap(),
      });
    case 'centreHome':
      return page({
        title: pageTitles.centreHome(centre!.name),
        description: `${brand} ${centre!.name} : reprogrammation moteur stage 1 et 2, conversion E85, entretien et diagnostic. ${centre!.address}.`,
        canonicalPath: paths.centreHome(centre!.id),
        jsonLd: [autoRepair(site, centre!, services, origin)],
      });
    case 'service': {
      const service = services.find((s) => s.slug === params.service);
      // Not reached from spa.ts, which redirects an unknown slug (specRedirect).
      if (!service) return notFound(brand);
      const seo = serviceSeo(service, site, centres);
      return page({
        title: pageTitles.service(
          { name: service.name, seoTitle: seoTitleWithoutBrand(seo.title, brand) },
          centre?.name,
        ),
        description: seo.description,
        canonicalPath: paths.service(service.slug, centre?.id),
        image: service.images.hero,
        jsonLd: [serviceJsonLd(service, site, centres, centre), faqJsonLd(service)],
        // As ServiceDetail renders it: the illustration in two widths (client/scripts/generate-service-images.mjs).
        preloadImage: {
          href: service.images.hero,
          srcset: illustrationSrcSet(service.images.hero, SERVICE_HERO.fullWidth, SERVICE_HERO.smallWidth),
          sizes: SERVICE_HERO.sizes,
        },
      });
    }
    case 'configurator': {
      const levels = [params.type, params.brand, params.model, params.year, params.engine].filter(
        (level): level is string => level !== undefined,
      );
      if (levels.length === 0) break;
      const trail = await lookups.trail(levels);
      if (trail.invalid) return missing();
      return page(configuratorMeta(trail, levels, { site, services, centre }));
    }
    case 'realisation': {
      const id = realisationIdOf(params.realisation);
      const realisation = id ? await lookups.realisation(Number(id)) : null;
      if (!realisation) return missing();
      return page(realisationMeta(realisation, snapshot, origin));
    }
  }
  const description = CENTRE_PAGE_DESCRIPTIONS[route.id];
  if (!description) return notFound(brand);
  // A centre's gallery opens on its first tile: the largest image of the first screen on a phone. (The
  // centreless gallery sends a returning visitor on to their centre's, so its first tile may never show.)
  const cover = centre && route.id === 'realisations' ? await lookups.firstRealisation(centre.id) : null;
  return page({
    title: centrePageTitle(route.id, centre?.name),
    description: description(where),
    canonicalPath: pathname.replace(/\/+$/, '') || '/',
    jsonLd: centre ? [autoRepair(site, centre, services, origin)] : [],
    preloadImage: cover ? galleryTileImage(cover) : undefined,
  });
}

function centrePageTitle(id: RouteId, centreName: string | undefined): string {
  switch (id) {
    case 'services':
      return pageTitles.services(centreName);
    case 'configurator':
      return pageTitles.configurator(centreName);
    case 'realisations':
      return pageTitles.realisations(centreName);
    case 'franchise':
      return pageTitles.franchise();
    case 'maritime':
      return pageTitles.maritime(centreName);
    case 'booking':
      return pageTitles.booking(centreName);
    default:
      return pageTitles.contact(centreName);
  }
}

/** A job's page: named after the job and its own centre, whatever centre the URL names. */
function realisationMeta(
  realisation: RealisationView,
  { site, centres }: ReferenceSnapshot,
  origin: string,
): Omit<PageMeta, 'status' | 'ogType' | 'jsonLd' | 'screen' | 'modules'> & Partial<PageMeta> {
  const vehicle = [realisation.vehicle.brand, realisation.vehicle.model, realisation.vehicle.year]
    .filter(Boolean)
    .join(' ');
  const image =
    realisation.thumbnailUrl && realisation.mediaUrl?.endsWith('.webp')
      ? realisation.mediaUrl
      : (realisation.gallery[0]?.url ?? realisation.thumbnailUrl ?? undefined);
  const absolute = image && (/^https?:/.test(image) ? image : `${origin}${image}`);
  return {
    title: pageTitles.realisation(realisation.title, centres.find((c) => c.id === realisation.centreId)?.name),
    description: (realisation.description || `${vehicle} : ${realisation.modifications.join(', ')}`).slice(0, 300),
    canonicalPath: paths.realisation(String(realisation.id), realisation.slug),
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: realisation.title,
        description: realisation.description,
        datePublished: realisation.date,
        ...(absolute ? { image: [absolute] } : {}),
        about: {
          '@type': 'Vehicle',
          name: vehicle,
          ...(realisation.vehicle.engine
            ? { vehicleEngine: { '@type': 'EngineSpecification', name: realisation.vehicle.engine } }
            : {}),
        },
        publisher: { '@type': 'Organization', name: site.brandName },
      },
    ],
  };
}

/** Title, description and JSON-LD of a configurator level; an engine page names its stage 1 gain. */
function configuratorMeta(
  trail: VehicleTrail,
  levels: string[],
  context: { site: SiteIdentity; services: GarageService[]; centre: Centre | undefined },
): Omit<PageMeta, 'status' | 'ogType' | 'jsonLd' | 'screen' | 'modules'> & Partial<PageMeta> {
  const where = context.centre ? ` à ${context.centre.name}` : '';
  const vehicle = [trail.manufacturer?.name, trail.model?.name].filter(Boolean).join(' ');
  const engine = trail.engine;
  if (engine && trail.year) {
    const stage1 = engine.stages[0];
    const remapService = context.services.find((s) => s.slug === 'reprogrammation-moteur');
    const remap = remapService && trail.type && serviceVehicleFor(remapService, trail.type.id, engine.powerHp);
    const name = `${vehicle} ${engine.name}`;
    const figures = stage1
      ? `Stage 1${stage1.estimated ? ' estimé' : ''} : ${stage1.powerHp} ch et ${stage1.torqueNm} Nm (+${stage1.powerGainHp} ch, +${stage1.torqueGainNm} Nm).`
      : engine.remappable
        ? 'Pas d’estimation : le gain se mesure au banc avant et après la reprogrammation, sur rendez-vous et sur devis.'
        : 'Ce véhicule n’est pas reprogrammable.';
    const canonical = paths.vehicle([...levels.slice(0, 3), engine.yearFrom, engine.slug]);
    return {
      title: pageTitles.engine(vehicle, engine.name, stage1?.powerGainHp ?? null, engine.remappable),
      description: engine.remappable
        ? `${name} (${engine.fuelLabel.toLowerCase()}) : ${engine.powerHp} ch et ${engine.torqueNm} Nm d’origine. ${figures} Devis${where}.`
        : `${name} (${engine.fuelLabel.toLowerCase()}, ${engine.powerHp} ch) : ${figures} Diagnostic et entretien${where}.`,
      canonicalPath: canonical,
      // No remap is offered for a vehicle that cannot be remapped: no Service of that kind for search engines either.
      jsonLd: engine.remappable
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'Service',
              name: `Reprogrammation ${name}`,
              serviceType: 'Reprogrammation moteur',
              description: figures,
              provider: { '@type': 'Organization', name: context.site.brandName },
              // A price range rests on the stages it prices: an engine without any (atmospheric, hybrid) is quoted.
              ...(remap && engine.remappable && engine.stages.length > 0
                ? {
                    offers: {
                      '@type': 'Offer',
                      priceCurrency: remap.price.unit,
                      priceSpecification: {
                        '@type': 'PriceSpecification',
                        minPrice: remap.price.from,
                        maxPrice: remap.price.to,
                        priceCurrency: remap.price.unit,
                      },
                    },
                  }
                : {}),
            },
          ]
        : [],
    };
  }
  const label = trail.year ? `${vehicle} ${trail.year}` : vehicle || trail.type?.label || '';
  return {
    title: pageTitles.vehicleLevel(label, context.centre?.name),
    description: `Choisissez votre ${label} et comparez la puissance et le couple d’origine avec ceux de chaque stage de reprogrammation${where}.`,
    canonicalPath: paths.vehicle(levels),
  };
}

/** « Page introuvable »: status 404, out of search results, no canonical URL (it is no page's address). */
function notFound(brand: string): PageMeta {
  return {
    title: withBrand(pageTitles.notFound(), brand),
    description: 'L’adresse demandée n’existe pas ou a changé.',
    jsonLd: [],
    ogType: 'website',
    status: 404,
    noindex: true,
    screen: 'NotFound',
    modules: ['src/routes/NotFound.tsx'],
  };
}

/**
 * A gallery tile's image as RealisationGrid and LazyImage render it (client/src/features/gallery): the thumbnail,
 * else the main medium; a srcset in three widths for a derivative.
 */
function galleryTileImage(realisation: RealisationView): PreloadImage | undefined {
  const href = realisation.thumbnailUrl ?? realisation.mediaUrl;
  if (!href || !href.startsWith('/') || !/\.(webp|avif|jpe?g|png)$/i.test(href)) return undefined;
  const srcset = derivativeSrcSet(href);
  return srcset ? { href, srcset, sizes: GALLERY_TILE_SIZES } : { href };
}

const DAY_NAMES: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function organisation(site: SiteIdentity, centres: Centre[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    legalName: site.legalName,
    email: site.contactEmail,
    telephone: site.contactPhone,
    ...(site.registeredOffice
      ? { address: { '@type': 'PostalAddress', streetAddress: site.registeredOffice, addressCountry: 'FR' } }
      : {}),
    ...(site.vatNumber ? { vatID: site.vatNumber } : {}),
    department: centres.map((c) => ({
      '@type': 'AutoRepair',
      name: `${site.brandName} ${c.name}`,
      address: c.address,
    })),
  };
}

/**
 * AutoRepair (a LocalBusiness) for one centre, with what the preset knows: address, phone, hours, position; and the
 * way to book it online (a ReserveAction to its booking page), on the public `origin`.
 */
export function autoRepair(
  site: SiteIdentity,
  centre: Centre,
  services: GarageService[],
  origin: string,
): Record<string, unknown> {
  const sameAs = [centre.instagram, centre.youtube].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    name: `${site.brandName} ${centre.name}`,
    address: {
      '@type': 'PostalAddress',
      ...(centre.streetAddress ? { streetAddress: centre.streetAddress } : {}),
      ...(centre.postalCode ? { postalCode: centre.postalCode } : {}),
      addressLocality: centre.locality ?? centre.name,
      ...(centre.country ? { addressCountry: centre.country } : {}),
    },
    ...(centre.phone ? { telephone: centre.phone } : {}),
    ...(centre.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: centre.coordinates.lat, longitude: centre.coordinates.lng } }
      : {}),
    ...(centre.openingHours.length
      ? {
          openingHoursSpecification: centre.openingHours.map((slot) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAY_NAMES[slot.day],
            opens: slot.opens,
            closes: slot.closes,
          })),
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    priceRange: `${formatMoney(Math.min(...services.map((s) => s.price.from)), site.currency)} – ${formatMoney(
      Math.max(...services.map((s) => s.price.to)),
      site.currency,
    )}`,
    parentOrganization: { '@type': 'Organization', name: site.brandName },
    potentialAction: {
      '@type': 'ReserveAction',
      name: `Prendre rendez-vous à ${centre.name}`,
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${paths.booking(centre.id)}`,
        inLanguage: 'fr',
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      result: { '@type': 'Reservation', name: 'Rendez-vous à l’atelier' },
    },
  };
}

function serviceJsonLd(
  service: GarageService,
  site: SiteIdentity,
  centres: Centre[],
  centre: Centre | undefined,
): Record<string, unknown> {
  const seo = serviceSeo(service, site, centres);
  return {
    '@context': 'https://schema.org',
    '@type': seo.schema.type,
    name: seo.schema.name,
    description: seo.schema.description,
    serviceType: service.name,
    provider: centre
      ? { '@type': 'AutoRepair', name: `${site.brandName} ${centre.name}`, address: centre.address }
      : { '@type': 'Organization', name: seo.schema.provider },
    areaServed: centre ? (centre.locality ?? centre.name) : seo.schema.areaServed,
    offers: {
      '@type': 'Offer',
      priceCurrency: service.price.unit,
      priceSpecification: {
        '@type': 'PriceSpecification',
        minPrice: service.price.from,
        maxPrice: service.price.to,
        priceCurrency: service.price.unit,
      },
    },
  };
}

function faqJsonLd(service: GarageService): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: service.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
