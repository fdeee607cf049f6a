import { rmSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_BROWSER_COOKIE } from '../support/admin-browser.js';
import { freePort, spawnGateway, waitHealthy } from '../support/process.js';
import { copyTemplateFolder } from '../support/templates.js';

export type Preset = 'fr' | 'ma';

/**
 * Each worker runs its own gateway on its own copy of the seeded data folder of its project's preset (made once
 * per run by global-setup.ts): no test sees what a test of another worker writes. Pages are opened on it through
 * `baseURL`.
 */
const workerFixtures = base.extend<object, { preset: Preset; gateway: { url: string } }>({
  preset: ['fr', { scope: 'worker', option: true }],
  gateway: [
    async ({ preset }, use) => {
      const template = process.env[`E2E_TEMPLATE_${preset.toUpperCase()}`];
      if (!template)
        throw new Error('Données de test absentes : la mise en place globale (global-setup.ts) n’a pas tourné');
      const dataDir = copyTemplateFolder({ dataDir: template }, `e2e-${preset}-`);
      const gateway = spawnGateway(
        { DATA_DIR: dataDir, CENTRES: preset, LOG_LEVEL: 'error', DATABASE_URL: '', DEMO_CONTENT: 'false' },
        await freePort(),
      );
      try {
        await waitHealthy(gateway, 120_000);
        await use({ url: gateway.url });
      } finally {
        gateway.child.kill('SIGTERM');
        await gateway.exited;
        const output = gateway.output().trim();
        if (output) console.log(`[passerelle ${preset}] ${output}`);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ gateway }, use) => use(gateway.url),
});

/**
 * A page rendered on the gateway shows before its scripts run (they start after its first paint), and a click on a
 * button then does nothing: `goto` and `reload` also wait until the app runs (`<html data-app="ready">`), as a
 * visitor would before using the page. Documents that are not the app (no `#root`) and pages without scripts do not
 * wait.
 */
const appPages = workerFixtures.extend({
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    // These browsers see every change at once, as the browser of the admin who made it does (the cookie a sign-in
    // sets): tests of the same worker change realisations, and a visitor's first load after a change may get the
    // previous page while it is rendered again (decision 028, tested in tests/api/page-cache.test.ts).
    await page.context().addCookies([{ name: ADMIN_BROWSER_COOKIE, value: '1', url: baseURL! }]);
    if (javaScriptEnabled !== false) {
      // Polled from here, not by the page's timers (a test may have stopped the page's clock).
      const appReady = () => expect(page.locator('html[data-app="ready"], html:not(:has(#root))')).toHaveCount(1);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await appReady();
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await appReady();
        return response;
      };
    }
    await use(page);
  },
});

/**
 * Every page in these tests is watched: a request to another host (the site must work offline) or a
 * console error (CSP violation, React error, failed load) fails the test that caused it.
 */
export const test = appPages.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
          problems.push(`requête externe : ${url}`);
      });
      // Failed subresources (images, scripts, API calls). A page's own 404 is part of some tests' story.
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.push(`réponse ${response.status()} : ${response.url()}`);
        }
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console : ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`exception : ${error.message}`));
      await use(problems);
      expect(problems, 'problèmes relevés pendant le test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Starts the page's visits with a centre already chosen, as a returning visitor. */
export async function chooseCentreBeforeVisit(page: import('@playwright/test').Page, centre: string): Promise<void> {
  await page.addInitScript((id) => window.localStorage.setItem('selected_centre', id), centre);
}

/** Waits for the centre modal of a first visit and leaves it without choosing. */
export async function dismissCentreModal(page: import('@playwright/test').Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer sans choisir' }).click();
  await expect(dialog).toBeHidden();
}

/** Fails with the list of axe's WCAG 2.1 A/AA and best-practice violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}

/**
 * Marks a test that the phone project runs too: it depends on the width or on touch (menus, layouts, swipes,
 * dialogs), or it is the one check of a page. Everything else runs at desktop width only.
 */
export const PHONE = { tag: '@phone' } as const;
