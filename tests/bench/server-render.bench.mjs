// Pages rendered on the gateway (decision 028), two measures.
// 1. First and largest contentful paint in the system Chromium with the CPU slowed 4× (DevTools' throttling), on the
//    five pages of the Lighthouse bench, median of RUNS visits each, with the gateway's page cache warm (the same
//    URL again) and cold (a second gateway that keeps no page, PAGE_CACHE_MB=0: the page is rendered for that
//    visit).
// 2. Rendered pages per second of engine pages at BENCH_CONNECTIONS connections, warm (one URL: served from the
//    page cache, asked as a browser asks, Brotli accepted, and without Accept-Encoding, as autocannon asks) and cold
//    (each request another engine page of the sitemap, none asked twice: every answer is a render, after five seconds
//    of renders of other pages), as ratios to Node's bare http. Goals: ≥ 150 cold renders per second on two cores
//    (issue 24); a page kept served at ≥ 0.15 of bare http (issue 40, decision 045).
// Results in tests/bench/results/server-render.json. Goal: FCP ≤ 0.6 s at 4× on these machines.
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure, root, sitemapPaths, startBareServer, startGateway } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.PAINT_RUNS ?? 3));
const ENGINE = '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9';
const PAGES = [
  { name: 'accueil', path: '/' },
  { name: 'centre', path: '/montpellier' },
  { name: 'service', path: '/montpellier/services/reprogrammation-moteur' },
  { name: 'moteur', path: ENGINE },
  { name: 'realisations', path: '/montpellier/realisations' },
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** FCP and LCP (ms) of one visit at 4× CPU slowdown, in a fresh context (no HTTP cache). */
async function paints(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: globalThis.__lcp,
  }));
  await context.close();
  return result;
}

const gateway = await startGateway({ DEMO_CONTENT: 'true' });
const uncached = await startGateway({ DEMO_CONTENT: 'true', PAGE_CACHE_MB: '0' });
const bare = await startBareServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const paintRows = [];
const loadRows = [];
try {
  for (const page of PAGES) {
    // Warm the gateways' caches of data (and start their render threads).
    await fetch(gateway.url + page.path);
    await fetch(uncached.url + page.path);
  }
  for (const page of PAGES) {
    const warm = [];
    const cold = [];
    for (let run = 0; run < RUNS; run++) {
      warm.push(await paints(browser, gateway.url + page.path));
      cold.push(await paints(browser, uncached.url + page.path));
    }
    paintRows.push({
      page: page.name,
      'FCP chaud (ms)': Math.round(median(warm.map((r) => r.fcp))),
      'LCP chaud (ms)': Math.round(median(warm.map((r) => r.lcp))),
      'FCP froid (ms)': Math.round(median(cold.map((r) => r.fcp))),
      'LCP froid (ms)': Math.round(median(cold.map((r) => r.lcp))),
    });
  }
  console.table(paintRows);

  const baseline = await measure('http nu (référence)', { url: bare.url });
  // Engine pages of every centre: the sitemap's centreless ones, and each of them under a centre.
  const centreless = (await sitemapPaths(gateway.url)).filter((p) => p.split('/').length === 7);
  const centres = ['', '/montpellier', '/beziers', '/perpignan', '/nice'];
  const engines = centres.flatMap((centre) => centreless.map((p) => centre + p));
  let n = 0;
  const warm = await measure('page moteur, cache chaud', { url: gateway.url + ENGINE });
  const warmBrowser = await measure('page moteur, cache chaud, navigateur (br)', {
    url: gateway.url + ENGINE,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  // The render threads' code is compiled by V8 as it runs: five seconds of renders of other engine pages (taken from
  // the end of the list) first, so that the measure is of renders as a running server makes them, not of the
  // compiler's first minutes.
  let spare = engines.length;
  await measure('mise en route', {
    url: gateway.url,
    duration: 5,
    requests: [{ setupRequest: (request) => ({ ...request, path: engines[--spare] }) }],
  });
  // Renders still running for the warm-up's last requests end before the measure starts.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const cold = await measure('pages moteur, chacune rendue une fois', {
    url: gateway.url,
    requests: [{ setupRequest: (request) => ({ ...request, path: engines[n++ % engines.length] }) }],
  });
  for (const row of [baseline, warm, warmBrowser, cold]) {
    loadRows.push({ ...row, ratio: +(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) });
  }
  console.table(loadRows);
} finally {
  await browser.close();
  await Promise.all([gateway.stop(), uncached.stop(), bare.stop()]);
}
const dir = path.join(root, 'tests', 'bench', 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(
  path.join(dir, 'server-render.json'),
  JSON.stringify({ date: new Date().toISOString(), runs: RUNS, paints: paintRows, load: loadRows }, null, 2),
);
