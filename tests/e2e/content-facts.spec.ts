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

  await page.goto('/montpellier/reprogrammation/motorcycle/harley-davidson/fat-boy-114/2018/1868-cc-94-ch');
  await expect(main.locator('.engine__price')).toContainText(/Reprogrammation \(moto\) à partir de\s+300\s€/);
  await expect(main).not.toContainText(/turbo|échangeur|intercooler|E85/i);
});
