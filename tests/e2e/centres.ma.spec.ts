import { dismissCentreModal, expect, test } from './fixtures.js';

test('with CENTRES=ma the five reading-B centres show with Moroccan phones, without empty map or social elements', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  await expect(dialog).toBeVisible();
  // No centre has coordinates: no geolocation button, never a 'Le plus proche' badge.
  await expect(dialog.getByRole('button', { name: 'Utiliser ma position' })).toHaveCount(0);
  await expect(dialog.getByText('Le plus proche', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  // Each centre's own number, dialled with Morocco's code: never the French one.
  await expect(dialog.getByRole('link', { name: /^Appeler/ })).toHaveCount(5);
  for (const href of await dialog
    .getByRole('link', { name: /^Appeler/ })
    .evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^tel:\+2125\d{8}$/);
  await dismissCentreModal(page);
  const main = page.getByRole('main');
  for (const name of ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger']) {
    await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(main.locator('.centre-card')).toHaveCount(5);
  await expect(main.locator('.centre-card a[href^="tel:+212"]')).toHaveCount(5);
  await expect(main.getByRole('link', { name: /Voir sur la carte/ })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Suivez-nous' })).toHaveCount(0);
  for (const name of ['Casablanca', 'Tanger'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();

  await page.goto('/montpellier');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/fes');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fès');
});

test('reading B: the centre rules hold for every page that needs a centre, and the choice persists', async ({
  page,
}) => {
  const pages = ['services', 'reprogrammation', 'realisations', 'franchise', 'maritime', 'contact'];
  for (const name of pages) {
    await page.goto(`/${name}`);
    await expect(page.getByText('Veuillez sélectionner votre centre pour continuer')).toBeVisible();
  }
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  // Keyboard only: the first radio, then down to Rabat, then Enter.
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /Rabat/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rabat\/contact$/);
  await page.reload();
  await expect(page.getByRole('button', { name: /Centre actuel/ })).toContainText('Rabat');
  for (const name of pages) {
    await page.goto(`/${name}`);
    await expect(page).toHaveURL(new RegExp(`/rabat/${name}$`));
  }
  await page.goto('/rabat/services/inconnu');
  await expect(page).toHaveURL(/\/rabat\/services$/);
  await page.goto('/rabat');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rabat');
  // The centre's own phone, with Morocco's code; no map to show for reading-B centres.
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).not.toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href^="tel:"]:not([href^="tel:+212"])')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Voir sur la carte/ })).toHaveCount(0);
});
