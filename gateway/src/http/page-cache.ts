import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ReadScope } from '../services/realisations/public-cache.js';
import { isAdminBrowser } from './device-cookie.js';
import { compressPage, type CompressedPage } from './page-compression.js';
import { RenderQueueFull } from './page-render.js';

/** A rendered HTML page, kept in its compressed forms only (the plain one is made from gzip on demand). */
interface Page extends CompressedPage {
  status: number;
  /** The Brotli form's validator; the other forms add their own suffix (each representation has its own). */
  etag: string;
  /** The realisation reads the page shows, each with the version it was rendered under. */
  dependencies: [ReadScope, number][];
  /** Ids of the realisations the page shows. */
  shows: number[];
  expiresAt: number;
  /** When a request first found the page out of date (its age, or a change of what it shows). */
  staleSince?: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  /** The document, or its compressed forms when a render thread made them. */
  page: string | CompressedPage;
  /** False for a page that is sent this once but not kept (a render that failed and fell back to the browser). */
  keep?: boolean;
  /** Ids of the realisations the page shows: a page showing one that is no longer public is never served stale. */
  shows?: number[];
}

/**
 * Called by a render before each realisation read, with the scope of that read: it records the scope's version
 * as known before the read, so that a change committed meanwhile leaves the page stale, to be rendered again,
 * never wrong.
 */
export type DependsOn = (scope: ReadScope) => Promise<void>;

/**
 * Renders a page; `replacing` when a previous version is being served meanwhile (a render nobody waits for).
 * @throws RenderQueueFull when no render can be queued (http/page-render.ts).
 */
export type PageRender = (dependsOn: DependsOn, replacing: boolean) => Promise<CachedPage>;

export interface PageCacheOptions {
  /** Bytes of pages (their compressed forms) kept at most; the least recently used go first. 0 keeps none. */
  maxBytes: number;
  /** Every page is rendered again after this long (the vehicle catalogue's own cache catches up with an import). */
  maxAgeMs: number;
  /** A page out of date is still served, while one render replaces it, for this long at most. */
  maxStaleMs: number;
}

/** How long a visitor refused for lack of render room is asked to wait (`Retry-After`, seconds). */
const RETRY_AFTER_SECONDS = 5;
/**
 * What that visitor sees: a page of its own, in French, that loads the address again after the same wait (no script
 * or style, so nothing to fetch and nothing the CSP refuses).
 */
const BUSY_PAGE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex">` +
  '<title>Site très demandé</title></head><body><main><h1>Le site est très demandé en ce moment</h1>' +
  '<p>Merci de patienter : réessayez dans quelques secondes, cette page se recharge d’elle-même.</p>' +
  '</main></body></html>';

/**
 * The pages of the site, rendered once per URL and centre and kept in memory, compressed: rendering and compressing
 * a page is most of the cost of an HTML answer. Bounded in bytes (URLs come from visitors), least recently used
 * dropped first (decision 028).
 *
 * One render per page at a time: requests for a page being rendered wait for that render, so a crowd on a new page
 * costs one render, not one per request. A page stays current while the versions of the realisation reads it made
 * are unchanged, and for `maxAgeMs`. Out of date, it is still served while one render replaces it, for `maxStaleMs`
 * at most:
 * - past its age, every request gets it at once and the first starts the render in the background;
 * - after a change of what it shows, a browser that signs in to the admin waits for the render that replaces it, so
 *   that the admin who made the change sees it on their next load (decision 016); every other request gets the
 *   previous page at once, the first starting that render, except when the previous page shows a realisation no
 *   longer public: a job taken offline, put in the trash or deleted is gone from every load.
 * When no render can be queued (render pool full), the previous page is served if there is one, else 503.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, Page>();
  /** Renders under way, by key: the one every request for that page waits for. */
  private readonly renders = new Map<string, Promise<Page>>();
  private bytes = 0;
  /** Requests answered from a kept, current page; from a previous one while it is replaced; the others (metrics). */
  hits = 0;
  staleHits = 0;
  misses = 0;

  constructor(
    private readonly versionOf: (scope: ReadScope) => Promise<number>,
    /** Whether every one of these realisations is still on the public site. */
    private readonly allPublic: (ids: number[]) => Promise<boolean>,
    private readonly options: PageCacheOptions,
  ) {}

  /** `key`: what makes the page (its URL as the page reads it, and the centre it is rendered for). */
  async send(req: Request, res: Response, key: string, render: PageRender): Promise<void> {
    let page: Page;
    try {
      page = await this.page(key, render, { waitForChanges: isAdminBrowser(req) });
    } catch (error) {
      if (!(error instanceof RenderQueueFull)) throw error;
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .set('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(BUSY_PAGE);
      return;
    }
    const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
    res
      .status(page.status)
      .set('Cache-Control', 'no-cache')
      .set('ETag', encoding === 'br' ? page.etag : page.etag.replace(/"$/, encoding === 'gzip' ? '-gz"' : '-id"'))
      .vary('Accept-Encoding')
      .type('html');
    // A revalidation that matches is answered without making the other forms.
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    // Almost every client takes Brotli or gzip; the plain form costs a tenth of a millisecond to unpack.
    res.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip));
  }

  /**
   * The page of `key`: kept and current, or the one render of it under way, or rendered now. `waitForChanges`: a
   * page changed since it was rendered is not served in its previous version (an admin's browser).
   */
  async page(key: string, render: PageRender, { waitForChanges = false } = {}): Promise<Page> {
    const cached = this.pages.get(key);
    if (cached) {
      const changed = !(await this.current(cached));
      const now = Date.now();
      if (!changed && cached.expiresAt > now) {
        // Most recently used last: the first entry is the one to drop.
        this.pages.delete(key);
        this.pages.set(key, cached);
        this.hits++;
        return cached;
      }
      cached.staleSince ??= now;
      const underWay = this.renders.has(key);
      const servable =
        (!changed || !waitForChanges) &&
        now - cached.staleSince < this.options.maxStaleMs &&
        !(changed && cached.shows.length && !(await this.allPublic(cached.shows)));
      if (servable) {
        // Replaced in the background: a failure there is the renderer's to log, and the next request tries again.
        if (!underWay) this.renderOnce(key, render, true).catch(() => undefined);
        this.staleHits++;
        return cached;
      }
    }
    this.misses++;
    try {
      const page = await this.renderOnce(key, render);
      // A render already under way may have read before the change this browser waits for: one more, then.
      if (waitForChanges && !(await this.current(page))) return await this.renderOnce(key, render);
      return page;
    } catch (error) {
      if (cached && error instanceof RenderQueueFull) {
        this.staleHits++;
        return cached;
      }
      throw error;
    }
  }

  /** Pages kept and the bytes they hold (read when metrics are scraped). */
  held(): { entries: number; bytes: number } {
    return { entries: this.pages.size, bytes: this.bytes };
  }

  private renderOnce(key: string, render: PageRender, replacing = false): Promise<Page> {
    let pending = this.renders.get(key);
    if (!pending) {
      pending = this.renderNow(key, render, replacing).finally(() => this.renders.delete(key));
      this.renders.set(key, pending);
    }
    return pending;
  }

  private async renderNow(key: string, render: PageRender, replacing: boolean): Promise<Page> {
    const dependencies: [ReadScope, number][] = [];
    const rendered = await render(async (scope) => {
      dependencies.push([scope, await this.versionOf(scope)]);
    }, replacing);
    const { brotli, gzip } = typeof rendered.page === 'string' ? compressPage(rendered.page) : rendered.page;
    const page: Page = {
      status: rendered.status,
      brotli,
      gzip,
      etag: `"${createHash('sha256').update(brotli).digest('base64url').slice(0, 27)}"`,
      dependencies,
      shows: rendered.shows ?? [],
      expiresAt: Date.now() + this.options.maxAgeMs,
    };
    this.drop(key);
    // A page the browser has to render (a failed render) is sent, not kept: the next request tries again.
    if (rendered.keep === false || sizeOf(page) > this.options.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    while (this.bytes > this.options.maxBytes) this.drop(this.pages.keys().next().value!);
    return page;
  }

  private drop(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  private async current(page: Page): Promise<boolean> {
    for (const [scope, version] of page.dependencies) if ((await this.versionOf(scope)) !== version) return false;
    return true;
  }
}

const sizeOf = (page: Page) => page.brotli.length + page.gzip.length;
