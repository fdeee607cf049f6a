import { describe, expect, it } from 'vitest';
import type { ReadScope } from '../services/realisations/public-cache.js';
import { RenderedPageCache, type CachedPage, type PageRender } from './page-cache.js';

/** Lets every promise already resolved run its continuations. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A render that finishes when the test says so, counting how often it was started. */
function controlledRender(html: (n: number) => string, keep = true) {
  const finishers: (() => void)[] = [];
  let started = 0;
  const render: PageRender = async (dependsOn) => {
    const n = ++started;
    await dependsOn('lists');
    await new Promise<void>((resolve) => finishers.push(resolve));
    return { status: 200, html: html(n), keep } satisfies CachedPage;
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

/** A cache whose realisation versions the test moves. */
function cacheWithVersions(options?: ConstructorParameters<typeof RenderedPageCache>[1]) {
  let version = 1;
  const cache = new RenderedPageCache(
    async (_scope: ReadScope) => version,
    options ?? { maxEntries: 10, maxAgeMs: 60_000 },
  );
  return { cache, bump: () => version++ };
}

const text = (page: { html: Buffer }) => page.html.toString();

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

  it('after a change, renders the page again once, and serves nothing out of date meanwhile', async () => {
    const { cache, bump } = cacheWithVersions();
    const render = controlledRender((n) => `rendu ${n}`);
    const first = cache.page('/realisations', render.render);
    await render.finish();
    expect(text(await first)).toBe('rendu 1');

    bump();
    const during = Array.from({ length: 10 }, () => cache.page('/realisations', render.render));
    await render.finish();
    expect((await Promise.all(during)).map(text)).toEqual(Array(10).fill('rendu 2'));
    expect(render.started()).toBe(2);
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

  it('drops the least recently used page past its number of entries', async () => {
    const { cache } = cacheWithVersions({ maxEntries: 2, maxAgeMs: 60_000 });
    const render = controlledRender((n) => `rendu ${n}`);
    const keep = async (key: string) => {
      const page = cache.page(key, render.render);
      await render.finish();
      return text(await page);
    };
    await keep('/a');
    await keep('/b');
    await keep('/a'); // used again: /b is now the least recently used
    await keep('/c');
    expect(render.started()).toBe(3);
    expect(await keep('/a')).toBe('rendu 1');
    expect(await keep('/b')).toBe('rendu 4');
  });
});
