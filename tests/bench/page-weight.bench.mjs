// Page weight of public routes: the JavaScript a first visit downloads before the page is usable (gzip: requested
// before React has taken over the server-rendered page, the budget of DESIGN.md), what it fetches afterwards while
// idle (decision 039: the centre dialog's and the lightbox's code, so that a first opening does not wait), the size of
// the first HTML response, and a check that no admin, playground or configurator code is among it.
// Loaded in the system Chromium against the built gateway.
import { chromium } from '@playwright/test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, startGateway } from './lib.mjs';

const ROUTES = [
  '/',
  '/montpellier',
  '/montpellier/services',
  '/montpellier/services/reprogrammation-moteur',
  '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9',
  '/montpellier/realisations',
  '/montpellier/contact',
  '/montpellier/franchise',
  '/mentions-legales',
];
/**
 * Code no public page needs, and code only the pages that show it may load before they are usable (the configurator,
 * the lightbox: the gallery fetches the latter once idle).
 */
const FORBIDDEN = /\/(Admin|playground|codemirror|AdminApp)[-.]/;
const ONLY_ON = [
  { chunk: /\/Configurator-/, routes: /\/reprogrammation/ },
  { chunk: /\/Lightbox-/, routes: /\/realisations\/\d/ },
];
// The budget of DESIGN.md (section 1), which tests/api/page-weight.test.ts enforces from the build manifest.
const GOAL_KB = 155;
const HTML_GOAL_KB = 14;

const gateway = await startGateway();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => globalThis.localStorage.setItem('selected_centre', 'montpellier'));
    // The moment React has taken over the page: its <main> carries React's props (read at each animation frame).
    await context.addInitScript(() => {
      const watch = () => {
        const main = globalThis.document?.querySelector('main');
        if (main && Object.keys(main).some((key) => key.startsWith('__reactProps'))) {
          globalThis.__hydratedAt = globalThis.performance.now();
        } else globalThis.requestAnimationFrame(watch);
      };
      globalThis.requestAnimationFrame(watch);
    });
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      responses.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
    });
    const htmlResponse = await page.goto(gateway.url + route, { waitUntil: 'networkidle' });
    const html = await htmlResponse.body();
    // When each script was asked for, in the page's clock, and when the page became usable.
    const { hydratedAt, requested } = await page.evaluate(() => ({
      hydratedAt: globalThis.__hydratedAt ?? Infinity,
      requested: globalThis.performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => [entry.name, entry.startTime]),
    }));
    const startedAt = new Map(requested);
    const scripts = (await Promise.all(responses)).filter(Boolean);
    const beforeUse = scripts.filter((s) => (startedAt.get(s.url) ?? 0) <= hydratedAt);
    const idle = scripts.filter((s) => !beforeUse.includes(s));
    const gzipKb = (list) => list.reduce((sum, s) => sum + gzipSync(s.body, { level: 6 }).length, 0) / 1024;
    const jsGzip = gzipKb(beforeUse) * 1024;
    const forbidden = [
      ...scripts.map((s) => s.url).filter((u) => FORBIDDEN.test(u)),
      ...beforeUse
        .map((s) => s.url)
        .filter((u) => ONLY_ON.some((only) => only.chunk.test(u) && !only.routes.test(route))),
    ];
    const adminText = scripts.some((s) => s.body.includes('Upload en cours'));
    rows.push({
      route,
      'JS (ko gzip)': +(jsGzip / 1024).toFixed(1),
      fichiers: beforeUse.length,
      'puis au repos (ko gzip)': +gzipKb(idle).toFixed(1),
      'HTML (ko)': +(html.length / 1024).toFixed(1),
      'HTML (ko gzip)': +(gzipSync(html).length / 1024).toFixed(1),
      'HTML (ko br)': +(brotliCompressSync(html).length / 1024).toFixed(1),
      'HTML ≤ 14 ko': brotliCompressSync(html).length / 1024 <= HTML_GOAL_KB ? 'oui' : 'non',
      objectif: jsGzip / 1024 <= GOAL_KB ? 'atteint' : `dépassé de ${(jsGzip / 1024 - GOAL_KB).toFixed(1)} ko`,
      interdits: [...forbidden, ...(adminText ? ['textes de l’admin'] : [])].join(' ') || 'aucun',
    });
    await context.close();
  }
} finally {
  await browser.close();
  await gateway.stop();
}
console.table(rows);
const dir = path.join(root, 'tests', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, 'page-weight.json'),
  JSON.stringify({ date: new Date().toISOString(), goalKb: GOAL_KB, rows }, null, 2),
);
