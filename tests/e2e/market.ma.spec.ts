import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

test('reading B: every price is in dirhams, France-only claims are reworded, and no call is invited without a phone', async ({
  page,
}) => {
  await chooseCentreBeforeVisit(page, 'casablanca');
  const main = page.getByRole('main');

  await page.goto('/casablanca/services');
  await expect(main.locator('.service-card')).toHaveCount(7);
  await expect(main.locator('.service-card__meta strong').first()).toHaveText(/^\d[\d\s]*MAD$/);
  await expect(main).not.toContainText('€');

  await page.goto('/casablanca/services/reprogrammation-moteur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reprogrammation moteur');
  const vehicles = main.getByRole('region', { name: 'Véhicules concernés et tarifs' });
  await expect(vehicles.getByRole('heading', { level: 3 })).toHaveText([
    'Voiture',
    'Utilitaire',
    'Poids lourd',
    'Moto',
    'Bateau',
  ]);
  await expect(vehicles.getByRole('listitem').filter({ hasText: 'Poids lourd' })).toContainText(/9\s000\sMAD/);
  await expect(main).not.toContainText('€');

  await page.goto('/casablanca/services/reprogrammation-ethanol');
  await expect(main).toContainText('Sa distribution au Maroc reste limitée');
  await expect(main).not.toContainText(/carte grise|taxe régionale|40 %|€/);

  // A 480 ch truck is priced as a truck, in dirhams.
  await page.goto('/casablanca/reprogrammation/camion/daf/xf/2017/mx-13-480');
  await expect(main.locator('.engine__price')).toContainText(
    /Reprogrammation \(poids lourd\) à partir de\s+9\s000\sMAD/,
  );

  await page.goto('/casablanca/contact');
  await expect(main.getByText(/appelez/i)).toHaveCount(0);
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
});
