import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

const PUBLIC_PAGES = [
  '/montpellier',
  '/montpellier/services',
  '/montpellier/services/reprogrammation-ethanol',
  '/montpellier/reprogrammation',
  '/montpellier/realisations',
  '/montpellier/franchise',
  '/montpellier/maritime',
  '/montpellier/contact',
  '/mentions-legales',
  '/confidentialite',
  '/conditions',
  '/sitemap',
  '/une/page/inconnue',
];

async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  });
}

test('axe finds no violation on the landing page with the centre modal open', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Choisissez votre centre' })).toBeVisible();
  await expectNoViolations(page, 'modal');
});
