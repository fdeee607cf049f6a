// How fast the configurator and the gallery answer a tap on a mid-range phone: the system Chromium at 360×740 with
// its CPU slowed four times (DevTools' « 4x slowdown »), against the built gateway with its demo content. For each
// step, the time from the tap to the first visible change (feedback: the next heading or its loading state, or the
// dialog) and to the next level's content (the brands, the models… or the lightbox's picture decoded). Goals (issue 26): feedback within
// 100 ms, the next level within 200 ms. Each walk runs INTERACTION_RUNS times (default 5) in a fresh browser context
// (no vehicle cache in the browser), after a first visit has warmed the gateway; the median and the worst are printed.
// A tap is pressed for 100 ms before its release, as a finger does; the times count from the release.
import { chromium } from '@playwright/test';
import { startGateway } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const CENTRE = 'montpellier';
/** Between the finger going down and the click, on a phone (pointerdown … click). */
const TAP_MS = 100;

/** Taps, then returns the milliseconds from the release until each of `waits` (in order) holds, in the page's clock. */
async function timeTap(page, target, waits) {
  const start = await page.evaluate(() => performance.now());
  // A tap as a finger makes it: about a tenth of a second between pressing and releasing.
  await target.click({ delay: TAP_MS });
  const times = [];
  for (const wait of waits) {
    await wait();
    // Counted from the release (the click), which is when a visitor expects the page to answer.
    times.push(Math.round((await page.evaluate(() => performance.now())) - start - TAP_MS));
  }
  return times;
}

/**
 * Feedback: the first sign on screen that the tap was taken, the next page's heading or its loading state (the
 * « Chargement… » status of a level whose data is on its way).
 */
const heading = (page, text) => () =>
  Promise.race([
    page.getByRole('heading', { level: 1, name: text }).waitFor(),
    page.locator('.data-view--loading').first().waitFor(),
  ]);

/** One walk from the vehicle types to an engine page, then a gallery tile: [step, feedback ms, content ms][]. */
async function walk(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await context.addInitScript((id) => localStorage.setItem('selected_centre', id), CENTRE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const steps = [];
  const main = page.getByRole('main');
  const choice = (name) => main.getByRole('link', { name: new RegExp(`^${name}`) }).first();

  await page.goto(`${url}/${CENTRE}/reprogrammation`);
  await page.waitForLoadState('networkidle');
  steps.push([
    'type → brands',
    ...(await timeTap(page, choice('Voiture'), [
      heading(page, /choisissez la marque/),
      () => choice('Peugeot').waitFor(),
    ])),
  ]);
  steps.push([
    'brand → models',
    ...(await timeTap(page, choice('Peugeot'), [
      heading(page, /Peugeot : choisissez le modèle/),
      () => choice('308').waitFor(),
    ])),
  ]);
  steps.push([
    'model → years',
    ...(await timeTap(page, choice('308'), [heading(page, /choisissez l’année/), () => choice('2019').waitFor()])),
  ]);
  steps.push([
    'year → engines',
    ...(await timeTap(page, choice('2019'), [
      heading(page, /choisissez la motorisation/),
      () => main.locator('.engine-choice').first().waitFor(),
    ])),
  ]);
  steps.push([
    'engine → figures',
    ...(await timeTap(page, main.locator('.engine-choice').first(), [
      heading(page, /Reprogrammation Peugeot 308/),
      () => main.getByRole('table').waitFor(),
    ])),
  ]);

  await page.goto(`${url}/${CENTRE}/realisations?type=photo`);
  await page.waitForLoadState('networkidle');
  const dialog = page.getByRole('dialog');
  steps.push([
    'gallery tile → lightbox',
    ...(await timeTap(page, main.locator('.gallery-tile').first(), [
      () => dialog.waitFor(),
      () =>
        // The page's own globals: this function runs in the browser.
        page.waitForFunction(() => {
          const picture = globalThis.document.querySelector('dialog[open] img');
          return picture !== null && picture.complete && picture.naturalWidth > 0;
        }),
    ])),
  ]);
  await context.close();
  return steps;
}

const gateway = await startGateway({ DEMO_CONTENT: 'true' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await walk(browser, gateway.url); // warms the gateway's caches and render threads
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await walk(browser, gateway.url));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`4× CPU, 360×740, ${RUNS} runs: tap → feedback / next level, median (worst), ms`);
  for (const [index, [step]] of runs[0].entries()) {
    const feedback = runs.map((r) => r[index][1]);
    const content = runs.map((r) => r[index][2]);
    console.log(
      `${step.padEnd(24)} ${String(median(feedback)).padStart(5)} (${Math.max(...feedback)})  ${String(median(content)).padStart(5)} (${Math.max(...content)})`,
    );
  }
} finally {
  await browser.close();
  await gateway.stop();
}
