import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.mjs';
import { expect, test } from './fixtures.js';

/*
 * The admin's contact requests as work: a quote from an engine page shows the estimate the visitor saw; a request is
 * found by search, moved through its statuses and to another centre, annotated, and exported.
 */

async function submit(request: APIRequestContext, input: Record<string, unknown>) {
  const response = await request.post('/graphql', {
    data: {
      query: `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }`,
      variables: { input: { consent: true, message: 'Bonjour, je souhaite un devis svp.', ...input } },
    },
  });
  expect(((await response.json()) as { data: { submitContactRequest: { __typename: string } } }).data).toEqual({
    submitContactRequest: { __typename: 'ContactRequestAccepted' },
  });
}

async function signIn(page: Page) {
  await page.goto('/admin/demandes');
  await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Demandes de contact' })).toBeVisible();
}

test('a quote request is found, shows its estimate, and is handled and exported from the admin', async ({
  page,
  request,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Client ${tag}`;
  // The engine page's own quote link, as a visitor follows it.
  await page.goto('/reprogrammation/voiture/volkswagen/golf/2020/1-6-tdi-115');
  const quoteLink = page.getByRole('link', { name: 'Demander un devis' });
  const moteur = new URL((await quoteLink.getAttribute('href'))!, page.url()).searchParams.get('moteur');
  expect(moteur).toBe('car/volkswagen/golf/2020/1-6-tdi-115');
  // Stage 1's row: its power cell first, then its torque.
  const stageOne = page
    .getByRole('table')
    .getByRole('row', { name: /^Stage 1/ })
    .getByRole('cell')
    .first();
  const shownPower = (await stageOne.locator('strong').innerText()).trim(); // e.g. « 145 ch »
  await submit(request, { name, phone: '06 11 22 33 44', centre: 'nice', configuratorEngine: moteur });
  await submit(request, { name: `Autre ${tag}`, phone: '06 55 66 77 88', centre: 'nice' });

  await signIn(page);
  await expect(page.getByRole('link', { name: /nouvelles? demandes?/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Trouver une demande' }).fill(name);
  const entries = page.locator('.admin-request');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByRole('heading', { name })).toBeVisible();
  await expect(entry).toContainText('Devis depuis le configurateur : Volkswagen Golf 1.6 TDI 115 (2020)');
  await expect(entry).toContainText(`115 → ${shownPower}`);
  await expect(entry).toContainText('Stage 1');

  await entry.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
  await expect(entry.locator('.request-status')).toHaveText('En cours');
  await entry.getByLabel('Centre en charge').selectOption({ label: 'Perpignan' });
  const filters = page.getByRole('form', { name: 'Filtrer les demandes' });
  await filters.getByLabel('Centre en charge').selectOption({ label: 'Perpignan' });
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByLabel('Centre en charge')).toHaveValue('perpignan');

  await entries.first().getByLabel(`Nouvelle note sur la demande de ${name}`).fill('Rappeler jeudi matin.');
  await entries.first().getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(entries.first().locator('.request-notes__list')).toContainText(
    `${E2E_ADMIN.username}, ` /* then the date */,
  );
  await expect(entries.first().locator('.request-notes__list')).toContainText('Rappeler jeudi matin.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFReçue le;Statut;Centre;Nom;')).toBe(true);
  expect(csv).toContain(`;En cours;Perpignan;${name};`);
  expect(csv).not.toContain(`Autre ${tag}`);
  expect(csv).toContain('Rappeler jeudi matin.');

  // The audit trail tells what was done (« Sécurité »).
  await page.goto('/admin/securite');
  await expect(page.locator('.admin-audit')).toContainText(`Demande de ${name} : Nouveau → En cours`);
});
