import { chooseCentreBeforeVisit, expect, expectNoAxeViolations, test, PHONE } from './fixtures.js';

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

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violation on ${path}`, PHONE, async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  });
}

test('axe finds no violation on the landing page with the centre modal open', PHONE, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Choisissez votre centre' })).toBeVisible();
  await expectNoAxeViolations(page, 'modal');
});
