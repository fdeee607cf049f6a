import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ReadScope } from '../../services/realisations/public-cache.js';
import { isAdminBrowser } from '../device-cookie.js';
import { compressPage, type CompressedPage } from './page-compression.js';
import { RenderQueueFull } from './page-render.js';
import { RenderBudgetSpent } from './render-budget.js';
import { sendWaitPage } from '../wait-page.js';

/**
 * A rendered HTML page, kept in its compressed forms, and in its plain one once a client asks for it (made from gzip,
 * a tenth of a millisecond: most of the time of answering from the cache otherwise).
 */
interface Page extends CompressedPage {
  key: string;
  plain?: Buffer;
  status: number;
  /** Each form's validator (each representation has its own). */
  etags: Record<Encoding, string>;
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

/** The page form each Accept-Encoding asks for, as negotiated once per value (a few values make nearly every request). */
const encodings = new Map<string, Encoding>();
function encodingOf(req: Request): Encoding {
  const accepted = req.headers['accept-encoding'] ?? '';
  let encoding = encodings.get(accepted);
  if (!encoding) {
    encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
    if (encodings.size < 64 && accepted.length <= 128) encodings.set(accepted, encoding);
  }
  return encoding;
}

/** Whether the browser's copy is this one (`If-None-Match`), unless it asks for a full answer. */
function unchanged(req: Request, etag: string): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

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

  /**
   * `key`: what makes the page (its URL as the page reads it, and the centre it is rendered for); `vary`: the request
   * headers besides Accept-Encoding that chose it (`Cookie` for a page that follows the centre cookie).
   */
  async send(
    req: Request,
    res: Response,
    key: string,
    render: PageRender,
    vary: readonly string[] = [],
  ): Promise<void> {
    let page: Page;
    try {
      page = await this.page(key, render, { waitForChanges: isAdminBrowser(req) });
    } catch (error) {
      if (error instanceof RenderQueueFull) {
        sendWaitPage(
          res,
          503,
          RETRY_AFTER_SECONDS,
          'Le site est très demandé en ce moment',
          'Merci de patienter : réessayez dans quelques secondes',
        );
      } else if (error instanceof RenderBudgetSpent) {
        sendWaitPage(
          res,
          429,
          error.retryAfter,
          'Trop de pages demandées en peu de temps',
          `Merci de patienter : réessayez dans ${error.retryAfter} seconde${error.retryAfter > 1 ? 's' : ''}`,
        );
      } else throw error;
      return;
    }
    this.write(req, res, page, vary);
  }

  /**
   * Answers from a page kept and current, before any other middleware: `headers` are the security headers the app
   * sets on every response (name, value, name, value...). False, having sent nothing, for any other page: the request
   * then takes the whole way (`send`), which renders it or serves it while it is rendered again.
   */
  async sendKept(
    req: Request,
    res: Response,
    key: string,
    vary: readonly string[],
    headers: readonly string[],
  ): Promise<boolean> {
    const page = this.pages.get(key);
    if (!page || page.staleSince !== undefined || page.expiresAt <= Date.now()) return false;
    if (page.dependencies.length && !(await this.current(page))) return false;
    this.pages.delete(key);
    this.pages.set(key, page);
    this.hits++;
    this.write(req, res, page, vary, headers);
    return true;
  }

  /** The page's form for the request's Accept-Encoding, or 304 when the browser holds it already. */
  private write(req: Request, res: Response, page: Page, vary: readonly string[], headers: readonly string[] = []) {
    const encoding = encodingOf(req);
    const head = [
      ...headers,
      'Cache-Control',
      'no-cache',
      'ETag',
      page.etags[encoding],
      'Vary',
      [...vary, 'Accept-Encoding'].join(', '),
    ];
    if (unchanged(req, page.etags[encoding])) {
      res.writeHead(304, head).end();
      return;
    }
    const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : this.plain(page);
    head.push('Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(body.length));
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
    res.writeHead(page.status, head).end(body);
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
    const pending = this.renders.get(key);
    // A render refused to the client that started it (its budget) is not this request's: it renders the page itself.
    if (pending)
      return pending.catch((error: unknown) => {
        if (!(error instanceof RenderBudgetSpent)) throw error;
        return this.renderOnce(key, render, replacing);
      });
    const started = this.renderNow(key, render, replacing).finally(() => this.renders.delete(key));
    this.renders.set(key, started);
    return started;
  }

  private async renderNow(key: string, render: PageRender, replacing: boolean): Promise<Page> {
    const dependencies: [ReadScope, number][] = [];
    const rendered = await render(async (scope) => {
      dependencies.push([scope, await this.versionOf(scope)]);
    }, replacing);
    const { brotli, gzip } = typeof rendered.page === 'string' ? compressPage(rendered.page) : rendered.page;
    const tag = createHash('sha256').update(brotli).digest('base64url').slice(0, 27);
    const page: Page = {
      key,
      status: rendered.status,
      brotli,
      gzip,
      etags: { br: `"${tag}"`, gzip: `"${tag}-gz"`, identity: `"${tag}-id"` },
      dependencies,
      shows: rendered.shows ?? [],
      expiresAt: Date.now() + this.options.maxAgeMs,
    };
    this.drop(key);
    // A page the browser has to render (a failed render) is sent, not kept: the next request tries again.
    if (rendered.keep === false || sizeOf(page) > this.options.maxBytes) return page;
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    this.fit();
    return page;
  }

  /** The page's plain form; kept with the page, within the cache's bytes, when the page is. */
  private plain(page: Page): Buffer {
    if (page.plain) return page.plain;
    const plain = gunzipSync(page.gzip);
    if (this.pages.get(page.key) === page) {
      page.plain = plain;
      this.bytes += plain.length;
      this.fit();
    }
    return plain;
  }

  /** Drops the least recently used pages until the rest fit. */
  private fit() {
    while (this.bytes > this.options.maxBytes) this.drop(this.pages.keys().next().value!);
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

const sizeOf = (page: Page) => page.brotli.length + page.gzip.length + (page.plain?.length ?? 0);
