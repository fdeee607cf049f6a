// Page weight of public routes: the JavaScript a first visit downloads before the page is usable (gzip), the size of
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
/** Code no public page needs, and code only the pages that show it may load (the configurator, the lightbox). */
const FORBIDDEN = /\/(Admin|playground|codemirror|AdminApp)[-.]/;
const ONLY_ON = [
  { chunk: /\/Configurator-/, routes: /\/reprogrammation/ },
  { chunk: /\/Lightbox-/, routes: /\/realisations\/\d/ },
];
const GOAL_KB = 120;
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
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), body: await response.body().catch(() => Buffer.alloc(0)) });
    });
    const htmlResponse = await page.goto(gateway.url + route, { waitUntil: 'networkidle' });
    const html = await htmlResponse.body();
    const jsGzip = scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 6 }).length, 0);
    const forbidden = scripts
      .map((s) => s.url)
      .filter((u) => FORBIDDEN.test(u) || ONLY_ON.some((only) => only.chunk.test(u) && !only.routes.test(route)));
    const adminText = scripts.some((s) => s.body.includes('Upload en cours'));
    rows.push({
      route,
      'JS (ko gzip)': +(jsGzip / 1024).toFixed(1),
      fichiers: scripts.length,
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
