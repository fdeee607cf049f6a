import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

test('pages show the facts of the data: legal identity, hours per centre, a motorcycle without turbo or E85 text', async ({
  page,
}) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  const main = page.getByRole('main');

  await page.goto('/mentions-legales');
  await expect(main.getByRole('note')).toContainText('Site de démonstration');
  for (const line of [
    'Forme juridique : SAS',
    'Immatriculation : RCS Montpellier',
    'Numéro de TVA intracommunautaire : FR',
    'Directeur de la publication : Camille Exemple',
  ]) {
    await expect(main.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
  }
  await expect(main).toContainText('Le site est hébergé par Hébergeur Exemple SAS.');
  await expect(main).not.toContainText(/communiqué sur demande|Le président de la société/);

  // Béziers opens on Mondays, the other centres do not: the site map says so, from the centres' data.
  await page.goto('/sitemap');
  await expect(main).not.toContainText('Du lundi au vendredi');
  await expect(main.getByText('Béziers :', { exact: true })).toBeVisible();
  await expect(main.getByText('Montpellier, Perpignan, Nice :', { exact: true })).toBeVisible();

  await page.goto('/montpellier/reprogrammation/moto/harley-davidson/fat-boy-114/2018/1868-cc-94-ch');
  // An atmospheric engine has no estimated gain, yet the motorcycle grid prices its stage 1 (decision 052), with
  // Montpellier's motorcycle bench, and no car figure.
  const price = main.locator('.engine__price');
  await expect(price).toContainText(/Stage 1 : 300\s€ TTC — le gain se mesure au banc avant et après\./);
  await expect(price).toContainText('pour une moto jusqu’à 100 ch');
  await expect(price).toContainText('La mesure au banc de puissance avant et après, dans ce centre.');
  await expect(main).not.toContainText('prix sur devis');
  await expect(main).not.toContainText(/turbo|échangeur|intercooler|E85/i);
});

test('each fact reads the same on every page: E85 saving, starting prices, the bench, regions, an electric car', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const e85Saving = /jusqu’à 30 % d’économie sur le budget carburant face au SP95-E10, et jusqu’à 40 % face au SP98/;
  await chooseCentreBeforeVisit(page, 'nice');

  // The centre home's E85 card and the E85 page quote one saving, with the fuel each figure holds against.
  await page.goto('/nice');
  await expect(main.locator('.promo', { hasText: 'Conversion éthanol E85' })).toContainText(e85Saving);
  await page.goto('/nice/services/reprogrammation-ethanol');
  await expect(main.getByRole('list').filter({ hasText: 'Économies' })).toContainText(e85Saving);

  // « À partir de » is the lowest over the vehicle types (a motorcycle remap is cheaper than a car's); the mobile
  // Nice centre has no bench, says so and names the centres that have one.
  await page.goto('/nice/services');
  const card = (name: string) => main.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card('Reprogrammation moteur')).toContainText(/à partir de 300\s€/);
  await expect(card('Passage au banc de puissance')).toContainText('Pas de banc au centre de Nice');
  await page.goto('/nice/services/banc-puissance');
  const note = main.getByRole('note').filter({ hasText: 'n’a pas de banc' });
  await expect(note).toContainText('Passage au banc à Montpellier, Béziers et Perpignan.');
  await expect(card('Moto')).toContainText('Centres équipés : Montpellier.');

  // Four centres in two regions, counted from the centres.
  await page.goto('/nice/franchise');
  await expect(main.getByText('4', { exact: true }).first()).toBeVisible();
  await expect(main).toContainText(/2\s*régions/);
  await expect(main).not.toContainText('5+');

  // An engine without a stage: no price range; an electric car: no remap title or quote, a diagnostic instead.
  await page.goto('/nice/reprogrammation/voiture/toyota/aygo/2019/1-0-vvt-i-72');
  await expect(main.locator('.engine__price')).toHaveText(
    'Reprogrammation : prix sur devis, après diagnostic et mesure au banc.',
  );
  await page.goto('/nice/reprogrammation/voiture/peugeot/208/2020/electrique-136');
  await expect(page).toHaveTitle(/^Peugeot 208 Électrique 136 : diagnostic et entretien/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peugeot 208 Électrique 136');
  await expect(main).not.toContainText(/à partir de|Demander un devis/);
  const ask = main.getByRole('link', { name: 'Demander un diagnostic' });
  await expect(ask).toHaveAttribute('href', /prestation=diagnostic-auto/);
  await ask.click();
  await expect(page.getByLabel(/Véhicule/)).toHaveValue('Peugeot 208 Électrique 136 (2020)');
});

test('the maritime page prices boats and names the centres that take them, from the data', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'beziers');
  const main = page.getByRole('main');
  await page.goto('/beziers/maritime');
  await expect(main.locator('.maritime-price')).toHaveText(
    /^Reprogrammation d’un moteur marin : de 500\s€ à 1\s200\s€ selon le moteur/,
  );
  await expect(main).toContainText(
    'Centres qui interviennent sur les bateaux et les jet-skis : Perpignan et Nice (service mobile, au port). Le centre de Béziers ne les prend pas en charge',
  );
  // Béziers takes no boats: the quote goes to the first centre that does, prefilled with the jet-ski.
  await main.getByRole('link', { name: 'Devis pour un jet-ski' }).click();
  await expect(page).toHaveURL(/\/perpignan\/contact\?/);
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveValue('perpignan');
  await expect(page.getByLabel('Véhicule')).toHaveValue('Jet-ski');
  await expect(page.getByLabel('Message *')).toHaveValue(/^Bonjour, je souhaite un devis pour mon jet-ski\./);
});
