import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import type { DocumentParts } from './document.js';
import { loadPageRenderer, RenderQueueFull, type PageRenderer } from './page-render.js';

/**
 * The render pool with a server entry of its own whose renders last a minute: the queue's bounds are then
 * seen exactly (one thread that runs one render at a time, four renders that may wait).
 */
const ENTRY = `
export async function renderPage(request) {
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  return { html: '<p>' + request.url + '</p>', state: { centre: null, apollo: {} }, passes: 1 };
}
`;

const document: DocumentParts = {
  template: '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  meta: { title: 'Page', description: '', jsonLd: [], ogType: 'website', status: 200, modules: [] },
  publicUrl: 'http://localhost',
  siteName: 'Test',
  preloads: [],
};

describe('the render pool’s queue', () => {
  let dir: string | undefined;
  let renderer: PageRenderer | undefined;
  afterEach(async () => {
    await renderer?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lets renders that replace a page still served take only half of it, and refuses past each bound', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
    const serverEntry = path.join(dir, 'entry-server.js');
    writeFileSync(serverEntry, ENTRY);
    const logger = createLogger('silent');
    renderer = await loadPageRenderer({
      serverEntry,
      budgetMs: 120_000,
      pool: { threads: 1, rendersPerThread: 1, queueLimit: 4, idleMs: 60_000 },
      execute: () => Promise.reject(new Error('no data here')),
      logger,
    });
    const render = (url: string, replacing = false) =>
      renderer!.render({ url, centre: null, document, replacing, ip: undefined, logger });

    void render('/slow'); // the thread's one render
    void render('/slow', true);
    void render('/slow', true);
    expect(renderer!.waiting()).toBe(2);
    // A third replacing render would take more than half of the queue.
    expect(() => render('/slow', true)).toThrow(RenderQueueFull);
    // A page with nothing to serve meanwhile may still take the rest.
    void render('/slow');
    void render('/slow');
    expect(renderer!.waiting()).toBe(4);
    expect(() => render('/slow')).toThrow(RenderQueueFull);
    expect(renderer!.waiting()).toBe(4);
  });
});
