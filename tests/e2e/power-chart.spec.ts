import type { Page } from '@playwright/test';
import { PHONE, chooseCentreBeforeVisit, expect, test } from './fixtures.js';

/**
 * Bench curves (components/ui/PowerChart.tsx) in their three places: the engine page's measured block, the lightbox
 * and a job's own page. The demo content's Golf 8 2.0 TDI 150 job was measured at 150 → 185 ch and 360 → 455 Nm; its
 * demo curves have exactly those peaks.
 */
const ENGINE_YEAR = '/montpellier/reprogrammation/voiture/volkswagen/golf/2021';
const PEAKS = /Après : 185 ch à [\d\s  ]+ tr\/min et 455 Nm à [\d\s  ]+ tr\/min\. Avant : 150 ch et 360 Nm\./;

async function openEnginePage(page: Page) {
  await page.goto(ENGINE_YEAR);
  await page.getByRole('link', { name: /^2\.0 TDI 150 Diesel/ }).click();
}

test(
  'the engine page draws a measured job’s curves, and leads to the job, whose lightbox draws them too',
  PHONE,
  async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await openEnginePage(page);
    const measured = page.locator('.engine__measured');
    const chart = measured.getByRole('figure', { name: 'Courbes au banc : Golf 8 TDI 150 : stage 1' });
    await expect(chart).toContainText(PEAKS);
    // The drawing names the peaks; its legend tells the four lines apart.
    await expect(chart.getByRole('img')).toHaveAttribute('aria-label', PEAKS);
    await expect(chart.locator('.power-chart__peak text')).toHaveText(['185 ch', '455 Nm']);
    // The values, for screen readers and anyone who wants them: one row per engine speed.
    await chart.getByText('Tableau des valeurs mesurées').click();
    const table = chart.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Régime (tr/min)',
      'Puissance avant (ch)',
      'Puissance après (ch)',
      'Couple avant (Nm)',
      'Couple après (Nm)',
    ]);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(8);
    // Nothing wider than the screen on a phone: the table scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    await measured.getByRole('link', { name: 'Voir cette réalisation' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Golf 8 TDI 150 : stage 1' });
    await expect(lightbox.getByRole('figure', { name: 'Courbes mesurées au banc' })).toContainText(PEAKS);
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job’s page and the engine page carry the chart and its table in their HTML', async ({ page }) => {
    await page.goto(ENGINE_YEAR);
    await page.locator('main a[href*="/2-0-tdi-150"]').first().click();
    const measured = page.locator('.engine__measured');
    await expect(measured.getByRole('figure')).toContainText(PEAKS);
    const jobLink = measured.getByRole('link', { name: 'Voir cette réalisation' });
    await jobLink.click();
    const chart = page.getByRole('dialog').getByRole('figure', { name: 'Courbes mesurées au banc' });
    await expect(chart).toContainText(PEAKS);
    await expect(chart.locator('table tbody tr').first()).toBeAttached();
  });
});
