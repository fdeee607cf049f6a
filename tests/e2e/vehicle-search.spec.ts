import type { Page } from '@playwright/test';
import { PHONE, chooseCentreBeforeVisit, expect, test } from './fixtures.js';

/** The vehicle search of the configurator's first screen (decision 051). */

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un véhicule' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Véhicules trouvés' }).getByRole('option');
const GOLF_7_GTI = /\/montpellier\/reprogrammation\/voiture\/volkswagen\/golf\/2013\/2-0-tsi-220-gti$/;

test('from the first screen to an engine page with the keyboard alone', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.goto('/montpellier/reprogrammation');
  await searchBox(page).focus();
  await page.keyboard.type('golf 7 gti');
  await expect(suggestions(page).first()).toContainText('Volkswagen Golf 7 2.0 TSI 220 GTI');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: /résultats? : flèches/ })).toHaveCount(1);

  // Escape closes the list, and the arrows open it again, the first arrow down choosing the first suggestion.
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  const first = suggestions(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(GOLF_7_GTI);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reprogrammation Volkswagen Golf 2.0 TSI 220 GTI');

  // Enter without a suggestion chosen opens the results page of the search.
  await page.goto('/montpellier/reprogrammation');
  await searchBox(page).focus();
  await page.keyboard.type('clio 5');
  await expect(suggestions(page).first()).toContainText('Renault Clio V');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/montpellier\/reprogrammation\?q=clio\+5$/);
  await expect(page.getByRole('heading', { name: 'Résultats pour « clio 5 »' })).toBeVisible();
  await page.getByRole('link', { name: /^Renault Clio V Génération/ }).click();
  await expect(page).toHaveURL(/\/montpellier\/reprogrammation\/voiture\/renault\/clio\/20\d\d$/);
});

test('a tap on a suggestion opens it, on a 360-pixel phone', PHONE, async ({ page, hasTouch }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.goto('/montpellier/reprogrammation');
  await (hasTouch ? searchBox(page).tap() : searchBox(page).click());
  await searchBox(page).fill('mt 07');
  const model = suggestions(page).filter({ hasText: /^Yamaha MT-07Modèle/ });
  await expect(model).toBeVisible();
  // The suggestions fit the screen.
  const list = (await page.getByRole('listbox', { name: 'Véhicules trouvés' }).boundingBox())!;
  expect(list.x).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width).toBeLessThanOrEqual(360);
  await (hasTouch ? model.tap() : model.click());
  await expect(page).toHaveURL(/\/montpellier\/reprogrammation\/moto\/yamaha\/mt-07$/);
});

/** On the phone project, the narrowest phone the site is checked at: 360 px. */
const atPhoneWidth = async (page: Page) => {
  if (test.info().project.name === 'phone') await page.setViewportSize({ width: 360, height: 740 });
};

test(
  'a search that finds nothing says so and offers a quote naming the vehicle, and the phone',
  PHONE,
  async ({ page }) => {
    await atPhoneWidth(page);
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/reprogrammation');
    await searchBox(page).fill('zzyzx roadster');
    const none = page.getByRole('note').filter({ hasText: 'Aucun véhicule de notre catalogue' });
    await expect(none).toContainText('Aucun véhicule de notre catalogue ne correspond à « zzyzx roadster ».');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Aucun véhicule ne correspond' })).toHaveCount(
      1,
    );
    await expect(none.getByRole('link', { name: /^Appeler le / })).toHaveAttribute('href', /^tel:\+33\d{9}$/);
    await none.getByRole('link', { name: 'Demander un devis pour ce véhicule' }).click();
    await expect(page).toHaveURL(/\/montpellier\/contact\?prestation=reprogrammation-moteur&vehicle=zzyzx%20roadster$/);
    await expect(page.getByLabel('Véhicule', { exact: true })).toHaveValue('zzyzx roadster');
  },
);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the same search is a form whose results page the gateway renders', PHONE, async ({ page }) => {
    await atPhoneWidth(page);
    await page.goto('/montpellier/reprogrammation');
    await searchBox(page).fill('golf 7 gti');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/montpellier\/reprogrammation\?q=golf\+7\+gti$/);
    await expect(page.getByRole('heading', { name: 'Résultats pour « golf 7 gti »' })).toBeVisible();
    await page.getByRole('link', { name: /^Volkswagen Golf 7 2\.0 TSI 220 GTI/ }).click();
    await expect(page).toHaveURL(GOLF_7_GTI);

    await page.goto('/montpellier/reprogrammation?q=zzyzx');
    await expect(page.getByText('Aucun véhicule de notre catalogue ne correspond à « zzyzx ».')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un devis pour ce véhicule' })).toHaveAttribute(
      'href',
      '/montpellier/contact?prestation=reprogrammation-moteur&vehicle=zzyzx',
    );
  });
});
