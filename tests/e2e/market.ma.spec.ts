import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

test('reading B: every price is in dirhams, France-only claims are reworded, and every number to call is Moroccan', async ({
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

  // A 480 ch truck is priced as a truck, in dirhams: the grid's 401–550 ch band.
  await page.goto('/casablanca/reprogrammation/utilitaire/daf/xf/2017/mx-13-480');
  await expect(main.locator('.engine__price')).toContainText('pour un poids lourd de 401 à 550 ch');
  await expect(main.getByRole('rowheader', { name: /Stage 1/ })).toContainText(/12\s000\sMAD\sTTC/);

  // The centre's phone and the network's (in the footer): Moroccan numbers, dialled with Morocco's code.
  await page.goto('/casablanca/contact');
  await expect(main.locator('a[href="tel:+212522000001"]')).toHaveText('05 22 00 00 01');
  await expect(page.getByRole('contentinfo').locator('a[href="tel:+212522000000"]')).toContainText('05 22 00 00 00');
  await expect(page.locator('a[href^="tel:"]:not([href^="tel:+212"])')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/\+33|04 65 71/);
});
