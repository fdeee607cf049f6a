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

  // The work, the mileage and the plate are optional; what is typed is read, or named with the shapes expected.
  await page.getByLabel('E-mail').fill('alex@example.org');
  await page.getByRole('combobox', { name: 'Prestation souhaitée' }).selectOption({ label: 'Reprogrammation stage 2' });
  await page.getByLabel('Kilométrage').fill('85 000 km');
  await page.getByLabel('Immatriculation').fill('AB-12');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const plateError = 'Immatriculation non reconnue : recopiez-la telle qu’elle figure sur la carte grise.';
  await expect(page.getByLabel('Immatriculation')).toHaveAccessibleDescription(
    new RegExp(plateError.replace(/[().]/g, '\\$&')),
  );
  await expect(page.getByLabel('Immatriculation')).toBeFocused();
  await page.getByLabel('Immatriculation').fill('ab 123 cd');
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();

  // The confirmation: a reference to quote, the centre that answers, the vehicle, and when (from its hours).
  const receipt = page.getByRole('status');
  await expect(receipt.getByText('Merci, votre demande est envoyée')).toBeVisible();
  await expect(receipt.getByRole('definition').first()).toHaveText(/^[0-9A-F]{8}$/);
  await expect(receipt).toContainText('Perpignan');
  await expect(receipt).toContainText('Renault Clio V 1.0 TCe 90');
  await expect(receipt).toContainText(
    /Le centre de Perpignan vous répond (aujourd’hui|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi)/,
  );
});

test('on a phone, what a quote is about shows above the fields', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'perpignan');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(
    '/perpignan/contact?vehicle=Peugeot%20308%201.5%20BlueHDi%20130%20(2019)&prestation=reprogrammation-ethanol',
  );
  const recap = page.getByText('Demande pour : Peugeot 308 1.5 BlueHDi 130 (2019)');
  await expect(recap).toBeInViewport();
  expect((await recap.boundingBox())!.y).toBeLessThan((await page.getByLabel('Nom *').boundingBox())!.y);
  await expect(page.getByRole('combobox', { name: 'Prestation souhaitée' })).toHaveValue('e85');
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
