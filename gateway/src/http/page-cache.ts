import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { ReadScope } from '../services/realisations/public-cache.js';

/** A rendered HTML page, with its compressed forms made once, on first demand. */
interface Page {
  status: number;
  html: Buffer;
  variants: Map<Encoding, { bytes: Buffer; etag: string }>;
  /** The realisation reads the page shows, each with the version it was rendered under. */
  dependencies: [ReadScope, number][];
  expiresAt: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  status: number;
  html: string;
  /** False for a page that is sent this once but not kept (a render that failed and fell back to the browser). */
  keep?: boolean;
}

/**
 * Called by a render before each realisation read, with the scope of that read: it records the scope's version
 * as known before the read, so that a change committed meanwhile leaves the page stale, to be rendered again,
 * never wrong.
 */
export type DependsOn = (scope: ReadScope) => Promise<void>;

export type PageRender = (dependsOn: DependsOn) => Promise<CachedPage>;

export interface PageCacheOptions {
  maxEntries: number;
  /** Every page is rendered again after this long (the vehicle catalogue's own cache catches up with an import). */
  maxAgeMs: number;
}

/**
 * The SPA shell with each route's head, rendered once per URL and kept in memory, together with its gzip and
 * Brotli forms: a page is otherwise rebuilt and compressed on every request, which is most of the cost of an HTML
 * answer. A page that shows realisations is kept while the versions of what it read are unchanged; every page also
 * expires after `maxAgeMs`. Entries are bounded (URLs come from visitors), the least recently used dropped first.
 *
 * One render per page at a time: requests for a page being rendered wait for that render, so a write, or a crowd
 * on a new page, costs one render, not one per request. A page out of date is not served: a job taken offline (the
 * trash, a status) must be gone from the next load.
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, Page>();
  /** Renders under way, by key: the one every request for that page waits for. */
  private readonly renders = new Map<string, Promise<Page>>();
  /** Renders started since the cache was made (for tests and, later, metrics). */
  rendersStarted = 0;
  /** Requests answered from a kept, current page, and the others (metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly versionOf: (scope: ReadScope) => Promise<number>,
    private readonly options: PageCacheOptions = { maxEntries: 300, maxAgeMs: 60_000 },
  ) {}

  /** `key`: what makes the page (its URL as the page reads it, and the centre it is rendered for). */
  async send(req: Request, res: Response, key: string, render: PageRender): Promise<void> {
    const page = await this.page(key, render);
    const encoding = (req.acceptsEncodings('br', 'gzip', 'identity') || 'identity') as Encoding;
    const variant = variantOf(page, encoding);
    res
      .status(page.status)
      .set('Cache-Control', 'no-cache')
      .set('ETag', variant.etag)
      .vary('Accept-Encoding')
      .type('html');
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.send(variant.bytes);
  }

  /** The page of `key`: kept and current, or rendered now, once for every request that asks meanwhile. */
  async page(key: string, render: PageRender): Promise<Page> {
    const cached = this.pages.get(key);
    if (cached && cached.expiresAt > Date.now() && (await this.current(cached))) {
      // Most recently used last: the first entry is the one to drop.
      this.pages.delete(key);
      this.pages.set(key, cached);
      this.hits++;
      return cached;
    }
    this.misses++;
    return this.renderOnce(key, render);
  }

  /** Pages kept and the bytes they hold, compressed forms included (read when metrics are scraped). */
  held(): { entries: number; bytes: number } {
    let bytes = 0;
    for (const page of this.pages.values()) {
      bytes += page.html.length;
      for (const variant of page.variants.values()) if (variant.bytes !== page.html) bytes += variant.bytes.length;
    }
    return { entries: this.pages.size, bytes };
  }

  private renderOnce(key: string, render: PageRender): Promise<Page> {
    let pending = this.renders.get(key);
    if (!pending) {
      pending = this.renderNow(key, render).finally(() => this.renders.delete(key));
      this.renders.set(key, pending);
    }
    return pending;
  }

  private async renderNow(key: string, render: PageRender): Promise<Page> {
    this.rendersStarted++;
    const dependencies: [ReadScope, number][] = [];
    const rendered = await render(async (scope) => {
      dependencies.push([scope, await this.versionOf(scope)]);
    });
    const page: Page = {
      status: rendered.status,
      html: Buffer.from(rendered.html),
      variants: new Map(),
      dependencies,
      expiresAt: Date.now() + this.options.maxAgeMs,
    };
    this.pages.delete(key);
    // A page the browser has to render (a failed render) is sent, not kept: the next request tries again.
    if (rendered.keep === false) return page;
    this.pages.set(key, page);
    if (this.pages.size > this.options.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  private async current(page: Page): Promise<boolean> {
    for (const [scope, version] of page.dependencies) if ((await this.versionOf(scope)) !== version) return false;
    return true;
  }
}

function variantOf(page: Page, encoding: Encoding) {
  let variant = page.variants.get(encoding);
  if (!variant) {
    const bytes =
      encoding === 'br'
        ? brotliCompressSync(page.html, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : encoding === 'gzip'
          ? gzipSync(page.html, { level: 6 })
          : page.html;
    // A strong validator per representation: the compressed forms differ byte for byte.
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    variant = { bytes, etag };
    page.variants.set(encoding, variant);
  }
  return variant;
}
