// How fast the configurator and the gallery answer a tap (and the vehicle search a typed word) on a mid-range phone: the system Chromium at 360×740 with
// its CPU slowed four times (DevTools' « 4x slowdown »), against the built gateway with its demo content. For each
// step: the time from the finger going down to the tapped control's pressed state (the first feedback), then from the
// release to the next page's heading (or its loading state, or the dialog) and to its content (the brands, the
// models… or the lightbox's picture loaded). Goals (issue 26): feedback within 100 ms, the next level within 200 ms.
// Each walk runs INTERACTION_RUNS times (default 5) in a fresh browser context (no vehicle cache in the browser),
// after a first visit has warmed the gateway, and taps once React has taken over the page; the median and the worst
// are printed. A tap is pressed for 100 ms before its release, as a finger does.
import { chromium } from '@playwright/test';
import { startGateway } from './lib.mjs';

const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
const CENTRE = 'montpellier';
/** Between the finger going down and the click, on a phone (pointerdown … click). */
const TAP_MS = 100;

/**
 * Taps, then returns [pressed, …marks]: the milliseconds from the finger going down until the tapped link or button
 * shows its pressed state (`:active`, the first feedback), then from the release until each of `marks` (in order) is
 * on screen. Every time is read in the page's own clock: the press and the release are their events' time stamps
 * (when the finger touched and left the screen, input delay included), and what is shown counts at the first
 * animation frame where it holds (the frame that paints it). Playwright's own work before the tap (scrolling, waiting
 * for the target to be still) is not counted: a visitor does not pay it.
 * A mark is `{ selector, text?, loaded? }`: an element matching the selector, whose text matches `text` (a RegExp
 * source) if given, and that is a picture fully loaded if `loaded`; or an array of marks, any of which will do.
 */
async function timeTap(page, target, marks) {
  await page.evaluate((watched) => {
    const found = (mark) =>
      Array.isArray(mark)
        ? mark.some(found)
        : Array.from(globalThis.document.querySelectorAll(mark.selector)).some(
            (element) =>
              (mark.text === undefined || new RegExp(mark.text).test(element.textContent ?? '')) &&
              (!mark.loaded || (element.complete && element.naturalWidth > 0)),
          );
    const state = { press: undefined, pressed: undefined, control: null, release: undefined, times: [] };
    globalThis.__tapTimes = state;
    const listen = (type, handle) => globalThis.addEventListener(type, handle, { capture: true, once: true });
    listen('pointerdown', (event) => {
      state.press = event.timeStamp;
      state.control = event.target.closest('a, button');
    });
    listen('click', (event) => (state.release = event.timeStamp));
    const frame = (now) => {
      if (state.pressed === undefined && state.control?.matches(':active')) state.pressed = now - state.press;
      if (state.release !== undefined) {
        while (state.times.length < watched.length && found(watched[state.times.length]))
          state.times.push(now - state.release);
      }
      if (state.times.length < watched.length) globalThis.requestAnimationFrame(frame);
    };
    globalThis.requestAnimationFrame(frame);
  }, marks);
  // A tap as a finger makes it: about a tenth of a second between pressing and releasing.
  await target.click({ delay: TAP_MS });
  const handle = await page.waitForFunction((count) => {
    const state = globalThis.__tapTimes;
    return state.times.length === count && [state.pressed ?? Infinity, ...state.times];
  }, marks.length);
  return (await handle.jsonValue()).map((ms) => Math.max(0, Math.round(ms)));
}

/**
 * Types `text` into `input` as a person does (a key every 150 ms), then returns [echoed, results]: the milliseconds
 * from the last key going down until the box shows it, and until the listbox offers, for the whole text (`text` in
 * lower case, as the gateway reads it back), an option matching `expected`.
 * Both are read in the page's own clock, at the first animation frame where they hold.
 */
async function timeTyping(page, input, text, expected) {
  await input.click();
  await input.pressSequentially(text.slice(0, -1), { delay: 150 });
  await page.evaluate(
    ({ last, whole, expected }) => {
      const state = { down: undefined, echoed: undefined, shown: undefined };
      globalThis.__typeTimes = state;
      globalThis.addEventListener('keydown', (event) => (state.down = event.timeStamp), { capture: true, once: true });
      const frame = (now) => {
        if (state.down !== undefined) {
          const box = globalThis.document.activeElement;
          if (state.echoed === undefined && box?.value?.endsWith(last)) state.echoed = now - state.down;
          // The options of the whole text: the list keeps the previous search's while the next one comes.
          const list = globalThis.document.querySelector('[role="listbox"]');
          const options = Array.from(list?.querySelectorAll('[role="option"]') ?? []);
          if (
            state.shown === undefined &&
            list?.dataset.query === whole &&
            options.some((o) => new RegExp(expected, 'i').test(o.textContent ?? ''))
          )
            state.shown = now - state.down;
        }
        if (state.shown === undefined || state.echoed === undefined) globalThis.requestAnimationFrame(frame);
      };
      globalThis.requestAnimationFrame(frame);
    },
    { last: text.slice(-1), whole: text, expected },
  );
  await page.waitForTimeout(150);
  await input.press(text.slice(-1));
  const handle = await page.waitForFunction(() => {
    const state = globalThis.__typeTimes;
    return state.shown !== undefined && state.echoed !== undefined && [state.echoed, state.shown];
  });
  return (await handle.jsonValue()).map((ms) => Math.max(0, Math.round(ms)));
}

/**
 * Feedback: the first sign on screen that the tap was taken, the next page's heading or its loading state (the
 * « Chargement… » status of a level whose data is on its way).
 */
const heading = (text) => [{ selector: 'main h1', text }, { selector: 'main .data-view--loading' }];
/** A choice of the next level, by its name. */
const choice = (name) => ({ selector: 'main a .choice__name', text: `^${name}$` });

/**
 * Waits until React has taken over the server-rendered page (its links carry React's props): a tap before that is a
 * full page load of the next address, which this benchmark does not time.
 */
const hydrated = (page) =>
  page.waitForFunction(() => {
    const link = globalThis.document.querySelector('main a');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });

/** One walk from the vehicle types to an engine page, then a gallery tile: [step, feedback ms, content ms][]. */
async function walk(browser, url) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  await context.addInitScript((id) => localStorage.setItem('selected_centre', id), CENTRE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const steps = [];
  const main = page.getByRole('main');
  const link = (name) => main.getByRole('link', { name: new RegExp(`^${name}`) }).first();

  await page.goto(`${url}/${CENTRE}/reprogrammation`);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  // The first screen's search (issue 43): typing to the first results, goal ≤ 200 ms.
  steps.push([
    'typing → search results',
    ...(await timeTyping(page, main.getByRole('combobox'), 'golf 7 gti', 'golf')),
  ]);
  await page.goto(`${url}/${CENTRE}/reprogrammation`);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  steps.push([
    'type → brands',
    ...(await timeTap(page, link('Voiture'), [heading('choisissez la marque'), choice('Peugeot')])),
  ]);
  steps.push([
    'brand → models',
    ...(await timeTap(page, link('Peugeot'), [heading('Peugeot : choisissez le modèle'), choice('308')])),
  ]);
  steps.push(['model → years', ...(await timeTap(page, link('308'), [heading('choisissez l’année'), choice('2019')]))]);
  steps.push([
    'year → engines',
    ...(await timeTap(page, link('2019'), [
      heading('choisissez la motorisation'),
      { selector: 'main .engine-choice' },
    ])),
  ]);
  steps.push([
    'engine → figures',
    ...(await timeTap(page, main.locator('.engine-choice').first(), [
      heading('Reprogrammation Peugeot 308'),
      { selector: 'main table' },
    ])),
  ]);

  await page.goto(`${url}/${CENTRE}/realisations?type=photo`);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  steps.push([
    'gallery tile → lightbox',
    ...(await timeTap(page, main.locator('.gallery-tile').first(), [
      { selector: 'dialog[open]' },
      { selector: 'dialog[open] img', loaded: true },
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
  console.log(
    `4× CPU, 360×740, ${RUNS} runs, median (worst), ms: press → pressed state; release → heading, content (typing: key → shown; key → results)`,
  );
  // A typed search has two times (the key shown, the results), a tap three.
  const cell = (values) =>
    values.includes(undefined)
      ? '    -'.padEnd(13)
      : `${String(median(values)).padStart(5)} (${Math.max(...values)})`.padEnd(13);
  for (const [index, [step]] of runs[0].entries()) {
    const column = (n) => runs.map((r) => r[index][n]);
    console.log(`${step.padEnd(24)} ${cell(column(1))} ${cell(column(2))} ${cell(column(3))}`);
  }
} finally {
  await browser.close();
  await gateway.stop();
}
