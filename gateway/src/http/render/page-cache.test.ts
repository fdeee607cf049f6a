import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ReadScope } from '../../services/realisations/public-cache.js';
import { RenderedPageCache, type CachedPage, type PageCacheOptions, type PageRender } from './page-cache.js';
import { RenderQueueFull } from './page-render.js';
import { RenderBudgetSpent } from './render-budget.js';

/** Lets every promise already resolved run its continuations. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A render that finishes when the test says so, counting how often it was started. */
function controlledRender(html: (n: number) => string, keep = true, shows: number[] = []) {
  const finishers: (() => void)[] = [];
  let started = 0;
  const render: PageRender = async (dependsOn) => {
    const n = ++started;
    await dependsOn('lists');
    await new Promise<void>((resolve) => finishers.push(resolve));
    return { status: 200, page: html(n), keep, shows } satisfies CachedPage;
  };
  return {
    render,
    started: () => started,
    /** Lets every render started so far finish. */
    finish: async () => {
      await settle(); // the renders started have reached their wait
      for (const finish of finishers.splice(0)) finish();
      await settle();
    },
  };
}

/** A cache whose realisation versions, and the realisations still public, the test moves. */
function cacheWithVersions(options: Partial<PageCacheOptions> = {}) {
  let version = 1;
  const withdrawn = new Set<number>();
  const cache = new RenderedPageCache(
    async (_scope: ReadScope) => version,
    async (ids) => ids.every((id) => !withdrawn.has(id)),
    { maxBytes: 1_000_000, maxAgeMs: 60_000, maxStaleMs: 60_000, ...options },
  );
  return { cache, bump: () => version++, withdraw: (id: number) => withdrawn.add(id) };
}

const text = (page: { brotli: Buffer }) => brotliDecompressSync(page.brotli).toString();

describe('the rendered pages’ cache', () => {
  it('renders a page once for every request that asks for it while it renders', async () => {
    const { cache } = cacheWithVersions();
    const render = controlledRender((n) => `rendu ${n}`);
    const pages = Array.from({ length: 20 }, () => cache.page('/montpellier', render.render));
    await render.finish();
    expect((await Promise.all(pages)).map(text)).toEqual(Array(20).fill('rendu 1'));
    expect(render.started()).toBe(1);
    // Kept: the next request renders nothing.
    expect(text(await cache.page('/montpellier', render.render))).toBe('rendu 1');
    expect(render.started()).toBe(1);
  });

  it('after a change, visitors get the previous page while one render replaces it; an admin’s browser waits for it', async () => {
    const { cache, bump } = cacheWithVersions();
    const render = controlledRender((n) => `rendu ${n}`, true, [7]);
    const first = cache.page('/realisations', render.render);
    await render.finish();
    expect(text(await first)).toBe('rendu 1');

    bump();
    // The browser of the admin who made the change waits for the render that shows it...
    const admin = cache.page('/realisations', render.render, { waitForChanges: true });
    await settle();
    // ...while twenty visitors get the page as it was, at once, without a render each.
    const during = await Promise.all(Array.from({ length: 20 }, () => cache.page('/realisations', render.render)));
    expect(during.map(text)).toEqual(Array(20).fill('rendu 1'));
    expect(cache.staleHits).toBe(20);
    await render.finish();
    expect(text(await admin)).toBe('rendu 2');
    expect(render.started()).toBe(2);
    // Once that render is done, every load shows the change.
    expect(text(await cache.page('/realisations', render.render))).toBe('rendu 2');

    // A visitor first after the next change: the previous page at once, and the render it started.
    bump();
    expect(text(await cache.page('/realisations', render.render))).toBe('rendu 2');
    expect(render.started()).toBe(3);
    // The admin's browser, coming while that render runs, waits for it.
    const next = cache.page('/realisations', render.render, { waitForChanges: true });
    await render.finish();
    expect(text(await next)).toBe('rendu 3');
    expect(render.started()).toBe(3);
  });

  it('never serves stale a page that shows a realisation no longer public: the request waits for the new page', async () => {
    const { cache, bump, withdraw } = cacheWithVersions();
    const render = controlledRender((n) => `rendu ${n}`, true, [7, 8]);
    const first = cache.page('/realisations/8-golf', render.render);
    await render.finish();
    await first;
    // Job 8 taken offline: its version moves, and it is no longer public.
    bump();
    withdraw(8);
    const loads = Array.from({ length: 5 }, () => cache.page('/realisations/8-golf', render.render));
    await render.finish();
    expect((await Promise.all(loads)).map(text)).toEqual(Array(5).fill('rendu 2'));
    expect(cache.staleHits).toBe(0);
    expect(render.started()).toBe(2);
  });

  it('serves a page past its age while one render replaces it, and not once out of date for maxStaleMs', async () => {
    const { cache } = cacheWithVersions({ maxAgeMs: 0, maxStaleMs: 50 });
    const render = controlledRender((n) => `rendu ${n}`);
    const first = cache.page('/services', render.render);
    await render.finish();
    await first;
    // Past its age: the old page at once, for every request, and one render in the background (still running).
    const stale = await Promise.all(Array.from({ length: 5 }, () => cache.page('/services', render.render)));
    expect(stale.map(text)).toEqual(Array(5).fill('rendu 1'));
    expect(render.started()).toBe(2);
    // Out of date for longer than maxStaleMs: the request waits for that render.
    await new Promise((resolve) => setTimeout(resolve, 60));
    const late = cache.page('/services', render.render);
    await render.finish();
    expect(text(await late)).toBe('rendu 2');
    expect(render.started()).toBe(2);
  });

  it('when no render can be queued, serves the previous page if there is one, and refuses otherwise', async () => {
    const { cache, bump } = cacheWithVersions();
    const render = controlledRender((n) => `rendu ${n}`);
    const first = cache.page('/franchise', render.render);
    await render.finish();
    await first;
    bump();
    const full: PageRender = () => Promise.reject(new RenderQueueFull());
    expect(text(await cache.page('/franchise', full))).toBe('rendu 1');
    await expect(cache.page('/maritime', full)).rejects.toBeInstanceOf(RenderQueueFull);
  });

  it('a render refused to the client that started it is not refused to the others waiting for it', async () => {
    const { cache } = cacheWithVersions();
    let refuse!: (error: Error) => void;
    const spent: PageRender = () => new Promise((_resolve, reject) => (refuse = reject));
    const first = cache.page('/contact?sujet=x', spent);
    const render = controlledRender(() => 'rendu pour le second');
    const second = cache.page('/contact?sujet=x', render.render);
    refuse(new RenderBudgetSpent(3));
    await expect(first).rejects.toBeInstanceOf(RenderBudgetSpent);
    await render.finish();
    expect(text(await second)).toBe('rendu pour le second');
    expect(render.started()).toBe(1);
  });

  it('does not keep a page the browser has to render (a failed render): the next request tries again', async () => {
    const { cache } = cacheWithVersions();
    const failing = controlledRender(() => 'vide', false);
    const first = cache.page('/maritime', failing.render);
    await failing.finish();
    expect(text(await first)).toBe('vide');
    const second = cache.page('/maritime', failing.render);
    await failing.finish();
    await second;
    expect(failing.started()).toBe(2);
  });

  it('holds pages within its bytes, in their compressed form, dropping the least recently used', async () => {
    // Pages that do not compress: each one's two forms hold about 1,550 bytes (base64 of 750 random bytes).
    const pages = new Map<number, string>();
    const noise = (n: number) => {
      if (!pages.has(n)) pages.set(n, randomBytes(750).toString('base64'));
      return pages.get(n)!;
    };
    const { cache } = cacheWithVersions({ maxBytes: 4_000 });
    const render = controlledRender(noise);
    const keep = async (key: string) => {
      const page = cache.page(key, render.render);
      await render.finish();
      return text(await page);
    };
    await keep('/a');
    await keep('/b');
    await keep('/a'); // used again: /b is now the least recently used
    expect(cache.held().entries).toBe(2);
    await keep('/c');
    expect(cache.held().entries).toBe(2);
    expect(cache.held().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.held().bytes).toBeGreaterThan(3_000);
    expect(render.started()).toBe(3);
    expect(await keep('/a')).toBe(noise(1));
    expect(await keep('/b')).toBe(noise(4));
    // No room at all: pages are sent, none kept.
    const none = cacheWithVersions({ maxBytes: 0 });
    await none.cache.page('/a', async () => ({ status: 200, page: 'x' }));
    expect(none.cache.held()).toEqual({ entries: 0, bytes: 0 });
  });
});
