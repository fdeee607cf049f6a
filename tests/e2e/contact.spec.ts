import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

test('the contact form explains mistakes in French, then sends the request', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'perpignan');
  await page.goto('/perpignan/contact?vehicle=Renault%20Clio%20V%201.0%20TCe%2090');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact et devis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Votre centre' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveValue('perpignan');
  await expect(page.getByLabel('Véhicule')).toHaveValue('Renault Clio V 1.0 TCe 90');

  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Indiquez votre nom.')).toBeVisible();
  await expect(
    page.getByText('Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.'),
  ).toBeVisible();
  await expect(page.getByText('Votre accord est nécessaire pour que nous traitions votre demande.')).toBeVisible();
  await expect(page.getByLabel('Nom *')).toBeFocused();
  await expect(page.getByLabel('Nom *')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nom *').fill('Alex Garcia');
  await page.getByLabel('E-mail').fill('pas-un-email');
  await page.getByLabel('Message *').fill('Bonjour, quel gain pour ma Clio en stage 1 ?');
  await page.getByRole('checkbox', { name: /J’accepte/ }).check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();

  await page.getByLabel('E-mail').fill('alex@example.org');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('status').getByText('Merci, votre demande est envoyée')).toBeVisible();
});

test('every centre is listed on the centreless contact page', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Continuer sans choisir' }).click();
  const centres = page.getByRole('main').getByRole('heading', { name: 'Nos centres' }).locator('xpath=..');
  for (const name of ['Montpellier', 'Béziers', 'Perpignan', 'Nice']) {
    await expect(centres.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveValue('');
});
