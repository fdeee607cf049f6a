// Lighthouse against the system Chromium, shared by the benchmark (tests/bench/lighthouse.bench.mjs) and the fast
// test (tests/api/lighthouse.test.ts). Lighthouse's default configuration is the mobile one: a Moto G Power-sized
// screen, 4x CPU slowdown and a slow 4G network, simulated (Lantern) from one unthrottled load.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Starts the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless, with a debugging port. */
export function launchChromium() {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
}

/**
 * Audits one URL in an already started Chromium (its debugging port) and returns the Lighthouse result (LHR)
 * with the JSON report. Storage is cleared first, as for a first visit. A run whose trace came out unusable
 * (NO_NAVSTART, NO_FCP… happen now and then on a busy machine) is retried, twice at most.
 */
export async function audit(url, port, categories = CATEGORIES) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return { lhr: result.lhr, json: /** @type {string} */ (result.report) };
    if (attempt === 3) throw new Error(`Lighthouse : ${error.code} ${error.message} (${url})`);
  }
}

/** Category scores, 0 to 100 (null when a category could not be scored). */
export function scores(lhr) {
  return Object.fromEntries(
    Object.entries(lhr.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]),
  );
}

/**
 * Audits that cost points: those referenced by a category, scored and below 1. Informative and not-applicable
 * audits carry no score and are left out.
 */
export function failingAudits(lhr) {
  const seen = new Set();
  const failing = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      if (audit.score === null || audit.score >= 1) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
      seen.add(ref.id);
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
        weight: ref.weight,
      });
    }
  }
  return failing;
}
