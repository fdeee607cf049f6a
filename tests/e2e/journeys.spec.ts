import type { Page } from '@playwright/test';
import { chooseCentreBeforeVisit, dismissCentreModal, expect, test } from './fixtures.js';

const main = (page: Page) => page.getByRole('main');
const centreModal = (page: Page) => page.getByRole('dialog', { name: 'Choisissez votre centre' });

test('« Demander un devis » on a service page prefills the service and the centre', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'nice');
  await page.goto('/nice/services/reprogrammation-ethanol');
  const service = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await main(page).getByRole('link', { name: 'Demander un devis' }).click();
  await expect(page).toHaveURL(/\/nice\/contact\?prestation=reprogrammation-ethanol$/);
  await expect(page.getByLabel('Message *')).toHaveValue(
    `Bonjour, je souhaite un devis pour la prestation « ${service} ».`,
  );
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveValue('nice');
  // An unknown service is left out rather than named.
  await page.goto('/nice/contact?prestation=inconnue');
  await expect(page.getByLabel('Message *')).toHaveValue('');
});

test('« Voir les réalisations de ce véhicule » falls back to the network, can be cleared, and is hidden without jobs', async ({
  page,
  baseURL,
}) => {
  // The demo jobs have a Peugeot 308 (in one centre) and no Peugeot 508: visit from a centre without a 308.
  const all = (await (await fetch(`${baseURL}/api/realizations`)).json()) as {
    data: { centre: string; vehicle_brand: string; vehicle_model: string }[];
  };
  const with308 = new Set(
    all.data.filter((r) => r.vehicle_brand === 'Peugeot' && r.vehicle_model === '308').map((r) => r.centre),
  );
  expect(with308.size).toBeGreaterThan(0);
  const [centre, name] = [
    ['montpellier', 'Montpellier'],
    ['beziers', 'Béziers'],
    ['perpignan', 'Perpignan'],
    ['nice', 'Nice'],
  ].find(([id]) => !with308.has(id!))!;
  await chooseCentreBeforeVisit(page, centre!);
  await page.goto(`/${centre}/reprogrammation/voiture/peugeot/308/2019`);
  await main(page).locator('.engine-choice').first().click();
  await expect(page.getByRole('table')).toBeVisible();
  await main(page).getByRole('link', { name: 'Voir les réalisations de ce véhicule' }).click();
  await expect(page).toHaveURL(new RegExp(`/${centre}/realisations\\?marque=Peugeot&modele=308$`));
  await expect(page.getByRole('status').filter({ hasText: 'tout le réseau' })).toHaveText(
    `Aucune réalisation sur Peugeot 308 au centre de ${name} pour le moment : voici celles de tout le réseau.`,
  );
  const tiles = main(page).locator('.gallery-tile');
  await expect(tiles.first()).toBeVisible();
  for (const tile of await tiles.all()) {
    await expect(tile).toContainText('Peugeot 308');
    await expect(tile).toContainText('Réalisé à ');
    await expect(tile).not.toContainText(`Réalisé à ${name}`);
  }

  await main(page).getByRole('link', { name: 'Voir toutes les réalisations' }).click();
  await expect(page).toHaveURL(new RegExp(`/${centre}/realisations$`));
  await expect(main(page).getByText(/tout le réseau/)).toHaveCount(0);
  await expect(main(page).getByText(/^Photos et vidéos de nos interventions/)).toBeVisible();
  await expect(main(page).getByText('Réalisé à', { exact: false })).toHaveCount(0);

  await page.goto(`/${centre}/reprogrammation/voiture/peugeot/508`);
  await main(page).locator('.choice').first().click();
  await main(page).locator('.engine-choice').first().click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Demander un devis' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Voir les réalisations de ce véhicule' })).toHaveCount(0);
});

test('an unknown configurator segment keeps its French notice through the centre choice', async ({ page }) => {
  await page.goto('/reprogrammation/voiture/peugeot/308/2019/moteur-inconnu');
  await expect(centreModal(page)).toBeVisible();
  const notice = 'Motorisation introuvable pour cette année : choisissez votre moteur.';
  await centreModal(page)
    .getByRole('radio', { name: /Perpignan/ })
    .check();
  await centreModal(page).getByRole('button', { name: 'Confirmer la sélection' }).click();
  await expect(page).toHaveURL(/\/perpignan\/reprogrammation\/voiture\/peugeot\/308\/2019\/moteur-inconnu$/);
  await expect(page.getByRole('status').filter({ hasText: 'Motorisation' })).toHaveText(notice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
    'Peugeot 308 2019 : choisissez la motorisation',
  );
});

test('brand search knows the names people use (vw, merco, bm, alfa)', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'beziers');
  await page.goto('/beziers/reprogrammation/voiture');
  const search = page.getByRole('searchbox', { name: 'Rechercher une marque' });
  const choices = main(page).locator('.choice .choice__name');
  for (const [typed, brand] of [
    ['vw', 'Volkswagen'],
    ['merco', 'Mercedes-Benz'],
    ['bm', 'BMW'],
    ['alfa', 'Alfa Romeo'],
  ]) {
    await search.fill(typed!);
    await expect(choices).toHaveText([brand!]);
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alfa Romeo : choisissez le modèle');
});

test('after « Continuer sans choisir », « Trouver mon véhicule » says a centre is needed, then asks for it', async ({
  page,
}) => {
  await page.goto('/');
  await dismissCentreModal(page);
  const needed = page.getByRole('status').filter({ hasText: 'Un centre est nécessaire' });
  await expect(needed).toHaveCount(0);
  await main(page).getByRole('link', { name: 'Trouver mon véhicule' }).click();
  await expect(needed).toHaveText(
    'Un centre est nécessaire pour trouver votre véhicule : le devis et les réalisations proposés sont ceux de votre centre. Choisissez-le pour continuer.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(centreModal(page)).toBeHidden();

  await main(page).getByRole('button', { name: 'Choisir mon centre' }).click();
  await expect(centreModal(page)).toBeVisible();
  await expect(centreModal(page)).toHaveAccessibleDescription('Veuillez sélectionner votre centre pour continuer');
  await centreModal(page)
    .getByRole('radio', { name: /Béziers/ })
    .check();
  await centreModal(page).getByRole('button', { name: 'Confirmer la sélection' }).click();
  await expect(page).toHaveURL(/\/beziers\/reprogrammation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Que gagne votre véhicule ?');
});
