import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PostedForm } from '@garage/contract/posted-form';
import { clientNetwork } from '../../auth/client-key.js';
import {
  centrePageNeedingCentre,
  metaForPath,
  specRedirect,
  type MetaLookups,
  type PageMeta,
} from '../../services/seo/page-meta.js';
import type { Logger } from '../../lib/logger.js';
import { CENTRE_COOKIE } from '@garage/contract/page-contract';
import { matchRoute } from '@garage/contract/route-manifest';
import type { ReferenceReader, ReferenceSnapshot } from '../../services/reference-reader.js';
import type { CatalogueReader } from '../../services/vehicles/catalogue.js';
import type { PriceGridReader } from '../../services/prices/price-grid.js';
import { realisationScope, type PublicRealisationCache } from '../../services/realisations/public-cache.js';
import { canonicalPages, LOOKS_LIKE_FILE } from '../canonical-path.js';
import { renderDocument, type DocumentParts } from './document.js';
import type { GatewayMetrics } from '../metrics.js';
import { RenderedPageCache, type CachedPage, type DependsOn } from './page-cache.js';
import { RenderQueueFull, type PageRenderer, type RenderedPage } from './page-render.js';
import { RenderBudget, RenderBudgetSpent } from './render-budget.js';
import { preloadLinks, readBuildManifest, type BuildManifest } from './screen-preloads.js';

/** Answers a form's `POST` with its page rendered again, the form's values and messages in it (decision 053). */
export type RenderPosted = (req: Request, res: Response, status: number, form: PostedForm) => Promise<void>;

/** Built files whose names carry a content hash: cached for a year, never revalidated. */
const HASHED_ASSET = /^\/assets\//;

export interface SpaDocuments {
  /** The SPA shell, or undefined when the client has not been built. */
  index: string | undefined;
  /** The GraphQL playground page. */
  playground: string | undefined;
  /** Vite's build manifest: which files each screen needs. */
  manifest: BuildManifest | undefined;
}

export function readSpaDocuments(clientDist: string): SpaDocuments {
  const read = (name: string) => {
    const file = path.join(clientDist, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  return { index: read('index.html'), playground: read('playground.html'), manifest: readBuildManifest(clientDist) };
}

/** The SPA's app module, which client/src/boot.ts (the page's one script) imports. */
const APP_MODULE = 'src/main.tsx';

/** What a page without a centre in its path varies on besides Accept-Encoding: it follows the centre cookie. */
const FOLLOWS_COOKIE = ['Cookie'];

/** A page is rendered again after this long (the vehicle catalogue's own cache catches up with an import). */
const PAGE_MAX_AGE_MS = 60_000;
/** A page out of date is still served for this long at most while one render replaces it (decision 028). */
const PAGE_MAX_STALE_MS = 60_000;

/**
 * The URL a page is rendered by: its path and the query parameters its route reads (`query` of the route manifest),
 * in one order, the first value of each. Whatever else a visitor adds (`?x=<random>`, trackers' tags) gives the same
 * page, rendered once, instead of a render per request and a cache pushed out by strangers.
 */
export function pageUrl(path: string, query: URLSearchParams, reads: readonly string[] = []): string {
  const kept = new URLSearchParams();
  for (const name of [...reads].sort()) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

function centreCookie(header: string | undefined): string | null {
  for (const pair of header?.split(';') ?? []) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== CENTRE_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Serves the built SPA: hashed assets with long cache headers, other files revalidated, and for every other GET
 * the page: rendered on the gateway by the SPA's own components with that route's head, then hydrated in the
 * browser (decision 028). A visitor whose centre is known (cookie) is sent on to that centre's version of `/` and of
 * the centreless pages, as the SPA itself would, and the spec's redirects are answered here too. A page that does not
 * exist is the rendered « Page introuvable » with status 404; the admin and pages that fail to render are sent empty
 * and rendered by the browser. A path in another spelling is sent to its canonical one (decision 045).
 *
 * `fromCache` answers a page kept and current first thing, before the app's other middleware (the request log and
 * metrics excepted): it sets the security headers itself. Renders of pages the cache does not keep, by their address
 * (a page not found, a page's parameters), are budgeted per client: over budget, 429.
 */
export function createSpaRouter(deps: {
  clientDist: string;
  documents: SpaDocuments;
  reference: ReferenceReader;
  catalogue: CatalogueReader;
  realisations: PublicRealisationCache;
  prices: PriceGridReader;
  publicUrl: string;
  /** Undefined when the server build is missing: pages are then rendered by the browser only. */
  renderer: PageRenderer | undefined;
  /** Bytes of compressed pages kept at most (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /** The headers every response carries (http/security-headers.ts), for the pages answered from the cache. */
  securityHeaders: readonly (readonly [string, string])[];
  metrics?: GatewayMetrics;
}): { fromCache: RequestHandler; router: Router; renderPosted: RenderPosted } {
  const router = Router();
  const builtFiles = express.static(deps.clientDist, {
    index: false,
    redirect: false,
    setHeaders(res, filePath) {
      const urlPath = '/' + path.relative(deps.clientDist, filePath).split(path.sep).join('/');
      res.set(
        'Cache-Control',
        HASHED_ASSET.test(urlPath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  // Every built file has an extension: other paths are routes, and skip the file-system lookup.
  router.use((req, res, next) => (LOOKS_LIKE_FILE.test(req.path) ? builtFiles(req, res, next) : next()));
  router.use(canonicalPages);
  const pages = new RenderedPageCache(
    (scope) => deps.realisations.version(scope),
    async (ids) => (await Promise.all(ids.map((id) => deps.realisations.find(id)))).every(Boolean),
    {
      maxBytes: deps.pageCacheBytes,
      maxAgeMs: PAGE_MAX_AGE_MS,
      maxStaleMs: PAGE_MAX_STALE_MS,
    },
  );
  deps.metrics?.watchPageCache(pages);
  const budget = new RenderBudget();
  /** The centres of the reference snapshot pages were last made under: what `fromCache` finds a page's key by. */
  let centres: { snapshot: Promise<ReferenceSnapshot>; ids: Set<string> } | undefined;
  const securityHeaders = deps.securityHeaders.flat();

  // The page's key as the whole way below makes it, for a path without query (a path in another spelling is no key).
  const fromCache: RequestHandler = async (req, res, next) => {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !centres || url.includes('?')) return next();
    const snapshot = deps.reference.get();
    if (snapshot !== centres.snapshot) {
      snapshot.catch(() => undefined); // read again, and its failure answered, by the whole way
      return next();
    }
    const first = url.split('/', 2)[1]!;
    const inPath = centres.ids.has(first);
    const cookie = inPath ? null : centreCookie(req.headers.cookie);
    const centre = inPath ? first : cookie !== null && centres.ids.has(cookie) ? cookie : '';
    if (!(await pages.sendKept(req, res, `${centre}\u0000${url}`, inPath ? [] : FOLLOWS_COOKIE, securityHeaders)))
      next();
  };

  /** What the page modules' heads look up beyond the reference snapshot; `dependsOn` records what a page shows. */
  const lookups = (dependsOn: DependsOn): MetaLookups => ({
    trail: ([type, manufacturer, model, year, engine]) => deps.catalogue.trail(type, manufacturer, model, year, engine),
    realisation: async (id) => {
      await dependsOn(realisationScope(id));
      return deps.realisations.find(id);
    },
    firstRealisation: async (centre) => {
      await dependsOn('lists');
      return (await deps.realisations.list({ centre, limit: 1 })).items[0] ?? null;
    },
    priceGrid: () => deps.prices.grid(),
  });
  const documentOf = (
    template: string,
    snapshot: ReferenceSnapshot,
    meta: PageMeta,
    image: PageMeta['preloadImage'],
    rendered: boolean,
  ): DocumentParts => ({
    template,
    meta,
    publicUrl: deps.publicUrl,
    siteName: snapshot.site.brandName,
    preloads: preloadLinks(deps.documents.manifest, [APP_MODULE, ...meta.modules], image, { rendered }),
  });

  /**
   * The page of a form sent without scripts, rendered for that request alone with what the form held and its messages
   * (decision 053): never kept, charged to the client's render budget as any page the cache does not keep.
   */
  const renderPosted: RenderPosted = async (req, res, status, form) => {
    const snapshot = await deps.reference.get();
    const client = clientNetwork(req.ip);
    const centre = snapshot.centres.find((c) => c.id === req.path.split('/')[1])?.id ?? null;
    const meta = await metaForPath(
      req.path,
      snapshot,
      lookups(async () => undefined),
      deps.publicUrl,
    );
    const template = deps.documents.index;
    let body: RenderedPage | undefined;
    try {
      if (!budget.take(client)) throw new RenderBudgetSpent(budget.wait(client));
      if (template && deps.renderer && meta.screen) {
        body = await deps.renderer.render({
          url: req.path,
          centre,
          document: documentOf(template, snapshot, meta, undefined, true),
          form,
          ip: req.ip,
          logger: req.log as unknown as Logger,
          dependsOn: async () => undefined,
        });
      }
    } catch (error) {
      if (!(error instanceof RenderBudgetSpent || error instanceof RenderQueueFull)) throw error;
    }
    res.set('Cache-Control', 'no-store');
    // The page's plain form: `compression()` encodes it as the client accepts.
    if (body) res.status(status).type('text/html; charset=utf-8').send(gunzipSync(body.gzip));
    else
      res
        .status(503)
        .set('Retry-After', '10')
        .type('text/plain; charset=utf-8')
        .send(
          'Votre demande n’a pas été envoyée et la page ne peut être affichée pour le moment : revenez à la page ' +
            'précédente et renvoyez-la dans quelques secondes, ou appelez-nous.',
        );
  };

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (LOOKS_LIKE_FILE.test(req.path) || HASHED_ASSET.test(req.path)) {
      res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable');
      return;
    }
    if (!deps.documents.index) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Le site n’est pas construit : lancez « npm run build » (ou « npm start »).');
      return;
    }
    const template = deps.documents.index;
    const current = deps.reference.get();
    const snapshot = await current;
    if (centres?.snapshot !== current) centres = { snapshot: current, ids: new Set(snapshot.centres.map((c) => c.id)) };
    const inPath = snapshot.centres.find((c) => c.id === req.path.split('/')[1]);
    const cookie = centreCookie(req.headers.cookie);
    const chosen = inPath ? undefined : snapshot.centres.find((c) => c.id === cookie);
    if (chosen && (req.path === '/' || centrePageNeedingCentre(req.path, snapshot))) {
      const query = req.originalUrl.slice(req.path.length);
      res
        .set('Cache-Control', 'no-store')
        .redirect(302, `/${encodeURIComponent(chosen.id)}${req.path === '/' ? '' : req.path}${query}`);
      return;
    }
    const moved = specRedirect(req.path, snapshot);
    if (moved) {
      res.set('Cache-Control', 'no-store').redirect(302, moved);
      return;
    }
    // What the page varies on besides its URL: the centre it is rendered for (a centre page selects its own).
    const centre = inPath?.id ?? chosen?.id ?? null;
    const route = matchRoute(req.path, (id) => snapshot.centres.some((c) => c.id === id));
    const url = pageUrl(req.path, new URL(req.originalUrl, 'http://page').searchParams, route?.route.query);
    const client = clientNetwork(req.ip);
    const render = async (dependsOn: DependsOn, replacing: boolean): Promise<CachedPage> => {
      // A client that spent its budget renders nothing until it has earned a render back, whatever the page.
      const wait = replacing ? 0 : budget.wait(client);
      if (wait) throw new RenderBudgetSpent(wait);
      const meta = await metaForPath(req.path, snapshot, lookups(dependsOn), deps.publicUrl);
      // Addresses that are no page, and the values of a page's parameters (a gallery filter, a quote's vehicle), are
      // as many as strangers care to make up: kept, they would push real pages out of the cache, which holds one copy
      // of a page per centre. Their renders are charged to the client's budget (a page replaced in the background is
      // a kept one, rendered for everyone).
      const byAddress = meta.status !== 404 && url === req.path;
      if (!byAddress && !replacing && !budget.take(client)) throw new RenderBudgetSpent(budget.wait(client));
      // A filtered gallery (?marque=) opens on another tile than the one the path alone names.
      const image = url === req.path ? meta.preloadImage : undefined;
      const documentParts = (rendered: boolean) => documentOf(template, snapshot, meta, image, rendered);
      let body: RenderedPage | undefined;
      // A page that does not exist is rendered too: « Page introuvable » reads without scripts.
      if (deps.renderer && meta.screen) {
        // The page depends on the realisation reads its operations make (jobs, counts, measured gains): a page that
        // shows none is not rendered again after an admin's write. The render thread puts the page into its
        // document and compresses it.
        body = await deps.renderer.render({
          url,
          centre,
          document: documentParts(true),
          replacing,
          ip: req.ip,
          logger: req.log as unknown as Logger,
          dependsOn,
        });
      }
      const page = body ?? renderDocument(documentParts(false));
      return {
        status: meta.status,
        page,
        // A page the browser had to render (a failed render) is not kept either: the next visitor gets another try.
        keep: byAddress && (body !== undefined || !deps.renderer || !meta.screen),
        shows: body?.realisations,
      };
    };
    // Without a centre in its path, the page follows the centre cookie: shared caches must keep one copy per cookie.
    await pages.send(req, res, `${centre ?? ''}\u0000${url}`, render, inPath ? [] : FOLLOWS_COOKIE);
  });
  return { fromCache, router, renderPosted };
}
