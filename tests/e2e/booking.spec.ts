import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ParsedMail } from 'mailparser';
import { freePort, spawnGateway, waitHealthy } from '../support/process.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import type { Json } from '../support/admin.js';
import { copyTemplateFolder } from '../support/templates.js';
import { frenchTime } from '@garage/contract/opening-hours';
import { E2E_ADMIN } from './admin-account.mjs';
import { test as base, chooseCentreBeforeVisit, expect, expectNoAxeViolations, PHONE } from './fixtures.js';

/*
 * Issue 27, the visitor's side in a browser: booking from an engine page, a slot taken meanwhile, and moving the
 * booking by the link of the e-mail the visitor receives. The gateway of these tests sends its e-mails to a real
 * SMTP server on loopback, and trusts X-Forwarded-For (TRUST_PROXY) so that each test is its own visitor for the
 * limit of holds per client. Slots come from the real clock: each test takes the first free ones it is shown.
 */
const test = base.extend<{ visitor: string }, { site: { url: string; smtp: TestSmtp } }>({
  site: [
    async ({ preset }, use) => {
      const template = process.env[`E2E_TEMPLATE_${preset.toUpperCase()}`];
      if (!template) throw new Error('Données de test absentes : la mise en place globale n’a pas tourné');
      const smtp = await startTestSmtp();
      const dataDir = copyTemplateFolder({ dataDir: template }, 'e2e-booking-');
      const port = await freePort();
      const gateway = spawnGateway(
        {
          DATA_DIR: dataDir,
          CENTRES: preset,
          LOG_LEVEL: 'error',
          DATABASE_URL: '',
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Ecuvia <rendez-vous@ecuvia.fr>',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          TRUST_PROXY: '1',
        },
        port,
      );
      try {
        await waitHealthy(gateway, 120_000);
        await use({ url: gateway.url, smtp });
      } finally {
        gateway.child.kill('SIGTERM');
        await gateway.exited;
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // A visitor address of its own for each test.
  visitor: async ({ page }, use, testInfo) => {
    const address = `203.0.113.${(testInfo.workerIndex * 50 + ++visitors) % 250}`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await use(address);
  },
});

let visitors = 0;

/** The first message to `address`, once the outbox has sent it. */
async function mailTo(smtp: TestSmtp, address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () =>
        (found = smtp.received.find((m) => {
          const to = Array.isArray(m.to) ? m.to : [m.to];
          return to.some((t) => t?.text === address) && subject.test(m.subject ?? '');
        })),
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

/** Gives the details for the held slot; returns the reference shown while the booking waits for its e-mail's link. */
async function confirmDetails(page: import('@playwright/test').Page, email: string) {
  const details = page.getByRole('form', { name: '3. Vos coordonnées' });
  await expect(details.getByText(/Créneau retenu pour vous encore \d+:\d\d/)).toBeVisible();
  await details.getByLabel('Nom *').fill('Léa Martin');
  await details.getByLabel('Téléphone *').fill('06 12 34 56 78');
  await details.getByLabel('E-mail *').fill(email);
  await details.getByLabel(/J’accepte/).check();
  await details.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
  await expect(page.getByRole('heading', { name: 'Dernière étape : confirmez par e-mail' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Dernière étape' })).toContainText(email);
  return (await page.getByText(/^RDV-[A-Z2-9]{6}$/).textContent())!;
}

/** Opens the link of the e-mail that asks to confirm, as the visitor does: the booking is confirmed. Its link. */
async function openEmailLink(page: import('@playwright/test').Page, smtp: TestSmtp, email: string, reference: string) {
  const asking = await mailTo(smtp, email, new RegExp(`confirmez votre rendez-vous .*${reference}`));
  const link = /(http:\/\/\S+\/mon-rendez-vous#b1\.[\w.-]+)/.exec(asking.text ?? '')![1]!;
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Votre rendez-vous est confirmé' })).toBeFocused();
  await expect(page.getByText(reference)).toBeVisible();
  return link;
}

test(
  'books a slot from an engine page: vehicle and stage carried, slot held, confirmed, e-mailed',
  PHONE,
  async ({ page, site, visitor }) => {
    void visitor;
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/reprogrammation/voiture/volkswagen/golf/2020/1-6-tdi-115');
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/montpellier\/rendez-vous\?/);
    await expect(page.getByText('Véhicule : Volkswagen Golf 1.6 TDI 115 (2020)')).toBeVisible();
    await expect(page.getByLabel('Prestation', { exact: true })).toHaveValue('reprogrammation-moteur');
    await page.getByLabel('Stage').selectOption('stage2');
    // The stage's price from the grid (decision 052), which the e-mails repeat.
    await expect(page.locator('.booking__price')).toContainText(/550\s€ TTC/);

    // The days, then the times: listboxes named by their headings, usable with the keyboard.
    const days = page.getByRole('listbox', { name: 'Jour' });
    const firstDay = days.getByRole('option', { selected: true });
    await expect(firstDay).toHaveAccessibleName(/\d+ créneaux? libres?$/);
    await firstDay.focus();
    await page.keyboard.press('ArrowRight');
    const secondDay = days.getByRole('option', { selected: true });
    await expect(secondDay).toBeFocused();
    // A remap is left at the garage: a drop-off time, and when to collect the car.
    const times = page.getByRole('listbox', { name: /^Dépôt du véhicule, le / });
    const firstTime = times.getByRole('option').first();
    await expect(firstTime).toHaveAccessibleName(
      /^dépôt à \d+h(\d\d)?, à récupérer (le \S+ \d+ \S+ )?vers \d+h(\d\d)?$/,
    );
    if (test.info().project.name === 'desktop') await expectNoAxeViolations(page, 'la page de réservation');
    const time = frenchTime((await firstTime.getAttribute('data-value'))!);
    await firstTime.click();

    const reference = await confirmDetails(page, 'lea.golf@example.fr');
    await expect(page.getByText('Reprogrammation moteur', { exact: true })).toBeVisible();
    await expect(page.getByText(new RegExp(`dépôt du véhicule à ${time}, à récupérer `))).toBeVisible();
    await openEmailLink(page, site.smtp, 'lea.golf@example.fr', reference);
    const mail = await mailTo(site.smtp, 'lea.golf@example.fr', new RegExp(`: votre rendez-vous .*${reference}`));
    expect(mail.subject).toContain(`dépôt du véhicule à ${time}, à récupérer`);
    expect(mail.text).toMatch(/Pour déplacer ou annuler ce rendez-vous, jusqu’au .*\/mon-rendez-vous#b1\./);
    expect(mail.text).toMatch(/Prix : 550\s€ TTC, confirmé par le centre après le diagnostic/);
    // The vehicle in the catalogue's words (its engine page is known): the visitor's e-mail may name it.
    expect(mail.text).toMatch(/Véhicule\s*:?\s*Volkswagen Golf 1\.6 TDI 115 \(2020\)/);
    expect(mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    const notice = await mailTo(site.smtp, 'montpellier@ecuvia.fr', /Nouveau rendez-vous en ligne : Léa Martin/);
    expect(notice.text).toMatch(/Reprogrammation stage 2[\s\S]*Volkswagen Golf 1\.6 TDI 115 \(2020\)/);
  },
);

test(
  'asks for the vehicle of a remap booked without one: a compact search of engines, whose stage price it shows',
  PHONE,
  async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/rendez-vous?prestation=reprogrammation-moteur');
    const box = page.getByRole('combobox', { name: 'Votre véhicule' });
    await box.fill('308 ii bluehdi 130');
    // Engines only: the price of a stage goes by the engine.
    const suggestions = page.getByRole('listbox', { name: 'Véhicules trouvés' }).getByRole('option');
    await expect(suggestions.first()).toContainText('Peugeot 308 II (T9) 1.5 BlueHDi 130');
    await expect(suggestions.filter({ hasText: /^Peugeot 308\s*(Modèle|Génération)/ })).toHaveCount(0);
    await suggestions.first().click();
    // Named as its engine page and the visitor's e-mails name it.
    await expect(page.getByText('Véhicule : Peugeot 308 1.5 BlueHDi 130 (2018)')).toBeVisible();
    await expect(box).toBeHidden();
    await expect(page.locator('.booking__price')).toHaveText(
      /^Prix \(Reprogrammation stage 1\) : 350\s€ TTC pour ce véhicule/,
    );
    // Another vehicle: the search again.
    await page.getByRole('button', { name: 'Changer de véhicule' }).click();
    await expect(page.getByRole('combobox', { name: 'Votre véhicule' })).toBeVisible();
  },
);

test(
  'books an E85 conversion from its service page, dropped off at opening and collected the same day',
  PHONE,
  async ({ page, site, visitor }) => {
    void visitor;
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/services/reprogrammation-ethanol');
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page.getByLabel('Prestation', { exact: true })).toHaveValue('reprogrammation-ethanol');
    await expect(page.getByText(/le travail demande jusqu’à 6\u00a0h d’atelier/)).toBeVisible();
    // The price is known before the time is held.
    await expect(page.getByText(/^Prix indicatif : de 890\s€ à 1\s200\s€ pour une voiture/)).toBeVisible();
    // The first drop-off of a day is the opening: six hours of work over the lunch break, ready at 17h.
    const times = page.getByRole('listbox', { name: /^Dépôt du véhicule, le / });
    const opening = times.getByRole('option').first();
    await expect(opening).toHaveAttribute('data-value', '09:00');
    await expect(opening).toHaveAccessibleName('dépôt à 9h, à récupérer vers 17h');
    await opening.click();
    await expect(page.getByText(/dépôt du véhicule à 9h, à récupérer vers 17h/).first()).toBeVisible();

    const reference = await confirmDetails(page, 'lea.e85@example.fr');
    const waiting = page.getByRole('status').filter({ hasText: 'Dernière étape' });
    await expect(waiting).toContainText('dépôt du véhicule à 9h, à récupérer vers 17h');
    // The e-mail's link confirms it; its page gives the calendar file and the way to change it.
    await openEmailLink(page, site.smtp, 'lea.e85@example.fr', reference);
    await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`rendez-vous-${reference}.ics`);
    const ics = await readFile(await file.path(), 'utf8');
    expect(ics).toMatch(/BEGIN:VEVENT[\s\S]*Dépôt du véhicule à 9h/);
    await expect(page.getByRole('button', { name: 'Déplacer' })).toBeVisible();
  },
);

test(
  'keeps what was typed when the ten minutes run out, and holds the same time again',
  PHONE,
  async ({ page, visitor }) => {
    void visitor;
    await page.clock.install();
    await chooseCentreBeforeVisit(page, 'beziers');
    await page.goto('/beziers/rendez-vous?prestation=diagnostic-auto');
    const times = page.getByRole('listbox', { name: /^Heure, le / });
    const first = times.getByRole('option').first();
    const time = frenchTime((await first.getAttribute('data-value'))!);
    await first.click();
    const details = page.getByRole('form', { name: '3. Vos coordonnées' });
    await details.getByLabel('Nom *').fill('Léa Martin');
    await details.getByLabel('E-mail *').fill('lea.lente@example.fr');

    await page.clock.fastForward('10:01');
    const expired = details.getByRole('alert');
    await expect(expired).toContainText(`Les 10 minutes sont passées : le créneau du`);
    await expect(expired).toContainText(`à ${time} a été rendu. Ce que vous avez saisi est gardé.`);
    await expect(details.getByRole('button', { name: 'Confirmer le rendez-vous' })).toBeDisabled();
    await expect(details.getByLabel('Nom *')).toHaveValue('Léa Martin');

    await details.getByRole('button', { name: 'Retenir à nouveau ce créneau' }).click();
    await expect(details.getByText(/Créneau retenu pour vous encore \d+:\d\d/)).toBeVisible();
    await expect(details.getByLabel('E-mail *')).toHaveValue('lea.lente@example.fr');
    await details.getByLabel('Téléphone *').fill('06 12 34 56 78');
    await details.getByLabel(/J’accepte/).check();
    await details.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expect(page.getByRole('heading', { name: 'Dernière étape : confirmez par e-mail' })).toBeFocused();
  },
);

test('books the mobile centre by a window of arrival, said in the confirmation', async ({ page, visitor }) => {
  void visitor;
  await chooseCentreBeforeVisit(page, 'nice');
  await page.goto('/nice/rendez-vous?prestation=diagnostic-auto');
  // The mobile centre has no bench: it does not offer the bench run.
  await expect(page.getByLabel('Prestation', { exact: true }).getByRole('option', { name: /banc/i })).toHaveCount(0);
  const times = page.getByRole('listbox', { name: /^Arrivée du technicien, le / });
  const first = times.getByRole('option').first();
  await expect(first).toHaveAccessibleName(/^entre \d+h(\d\d)? et \d+h(\d\d)?$/);
  await first.click();
  const details = page.getByRole('form', { name: '3. Vos coordonnées' });
  await details.getByLabel('Adresse d’intervention *').fill('12 quai des Docks, 06300 Nice');
  await confirmDetails(page, 'marin.nice@example.fr');
  await expect(page.getByRole('status').filter({ hasText: 'Dernière étape' })).toContainText(
    /arrivée entre \d+h(\d\d)? et \d+h(\d\d)?/,
  );
});

test('says a slot was taken meanwhile and offers the nearest free ones; « Changer » gives a held slot back', async ({
  page,
  visitor,
  request,
}) => {
  void visitor;
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.goto('/montpellier/rendez-vous?prestation=banc-puissance');
  const day = page.getByRole('listbox', { name: 'Jour' }).getByRole('option', { selected: true });
  const date = (await day.getAttribute('data-value'))!;
  const first = page
    .getByRole('listbox', { name: /^Heure, le / })
    .getByRole('option')
    .first();
  const time = (await first.getAttribute('data-value'))!;
  // Another visitor, elsewhere, holds the bench at that time while this page shows it free.
  const other = await request.post('/graphql', {
    headers: { 'X-Forwarded-For': '198.51.100.7' },
    data: {
      query: `mutation ($input: BookingHoldInput!) { holdBookingSlot(input: $input) { __typename } }`,
      variables: { input: { centre: 'montpellier', service: 'banc-puissance', date, time } },
    },
  });
  expect((await other.json()).data.holdBookingSlot.__typename).toBe('BookingHeld');

  await first.click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Ce créneau vient d’être pris : voici les plus proches encore libres');
  await expect(refusal).toContainText('04 65 71 00 34');
  const nearest = refusal.getByRole('list', { name: 'Les créneaux libres les plus proches' }).getByRole('button');
  await expect(nearest).toHaveCount(5);
  const holding = answerTo(page, 'HoldBookingSlot');
  await nearest.first().click();
  const held = (await holding).holdBookingSlot as { date: string; time: string };
  await expect(page.getByRole('form', { name: '3. Vos coordonnées' })).toBeVisible();

  // The visitor changes their mind: the slot is given back at once, and another visitor can take it.
  const releasing = answerTo(page, 'ReleaseBookingHold');
  await page.getByRole('button', { name: 'Changer de créneau' }).click();
  expect((await releasing).releaseBookingHold).toBe(true);
  await expect(page.getByRole('listbox', { name: 'Jour' })).toBeVisible();
  await expect(page.getByRole('form', { name: '3. Vos coordonnées' })).toHaveCount(0);
  const another = await request.post('/graphql', {
    headers: { 'X-Forwarded-For': '198.51.100.8' },
    data: {
      query: `mutation ($input: BookingHoldInput!) { holdBookingSlot(input: $input) { __typename } }`,
      variables: { input: { centre: 'montpellier', service: 'banc-puissance', date: held.date, time: held.time } },
    },
  });
  expect((await another.json()).data.holdBookingSlot.__typename).toBe('BookingHeld');
});

/** The data of the page's next answer to the GraphQL operation of that name. */
async function answerTo(page: import('@playwright/test').Page, operationName: string) {
  const response = await page.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === operationName,
  );
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('moves the booking by the link of its e-mail', PHONE, async ({ page, site, visitor }) => {
  void visitor;
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.goto('/montpellier/services/diagnostic-auto');
  await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
  await expect(page.getByLabel('Prestation', { exact: true })).toHaveValue('diagnostic-auto');
  // The last day offered: far enough for the link to work (until 24 hours before).
  await page.getByRole('listbox', { name: 'Jour' }).getByRole('option').last().click();
  await page
    .getByRole('listbox', { name: /^Heure, le / })
    .getByRole('option')
    .first()
    .click();
  const reference = await confirmDetails(page, 'marc.deplace@example.fr');
  const link = await openEmailLink(page, site.smtp, 'marc.deplace@example.fr', reference);
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous' })).toBeVisible();
  // Opened again, the link shows the booking as it is.
  await page.reload();
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Déplacer' }).click();
  const days = page.getByRole('listbox', { name: 'Jour' });
  // Another day: the first one with a free time.
  await days.getByRole('option', { disabled: false }).first().click();
  const times = page.getByRole('listbox', { name: /^Heure, le / });
  const target = times.getByRole('option').last();
  const newTime = (await target.textContent())!;
  await target.click();
  // The move is asked first: the old time and the new one, side by side.
  const asked = page.getByRole('region', { name: 'Déplacer ce rendez-vous ?' });
  await expect(asked.getByRole('heading')).toBeFocused();
  await expect(asked).toContainText(/Actuellement.* à \d+h/);
  await expect(asked).toContainText(`Nouveau créneau`);
  await expect(asked).toContainText(`à ${newTime}`);
  await asked.getByRole('button', { name: 'Confirmer le déplacement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous déplacé au' })).toContainText(
    `à ${newTime}. Un e-mail vous le confirme.`,
  );
  await expect(page.getByText(`à ${newTime}`, { exact: false }).first()).toBeVisible();
  const moved = await mailTo(site.smtp, 'marc.deplace@example.fr', /rendez-vous déplacé au/);
  expect(moved.subject).toContain(`à ${newTime} (${reference})`);
  await mailTo(site.smtp, 'montpellier@ecuvia.fr', /^Rendez-vous déplacé : Léa Martin/);

  // A link altered by one character opens nothing.
  await page.goto(link.slice(0, -2) + (link.endsWith('AA') ? 'BB' : 'AA'));
  await expect(page.getByRole('alert')).toContainText('Ce lien n’est pas valable');
});

test(
  'the agenda takes a booking by phone from a contact request and moves it; the visitor is told',
  PHONE,
  async ({ page, site, request }) => {
    const login = await request.post('/graphql', {
      data: {
        query: `mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { ... on AdminSession { token } } }`,
        variables: { u: E2E_ADMIN.username, p: E2E_ADMIN.password },
      },
    });
    const token = (await login.json()).data.adminLogin.token as string;
    await page.goto('/admin/demandes');
    await page.evaluate(
      (session) => window.localStorage.setItem('ecuvia_admin_session', session),
      JSON.stringify({ token, username: E2E_ADMIN.username, loginTime: new Date().toISOString() }),
    );
    // A visitor asked to be called back: the request's « Prendre rendez-vous » opens the agenda's form with them.
    const asked = await request.post('/graphql', {
      headers: { 'X-Forwarded-For': '198.51.100.23' },
      data: {
        query: `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }`,
        variables: {
          input: {
            name: 'Paul Durand',
            phone: '06 11 22 33 44',
            email: 'paul.agenda@example.fr',
            vehicle: 'Renault Clio V',
            message: 'Je voudrais un diagnostic, rappelez-moi pour un rendez-vous.',
            centre: 'montpellier',
            consent: true,
          },
        },
      },
    });
    expect((await asked.json()).data.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    await page.reload();
    await page.getByRole('button', { name: 'Prendre rendez-vous pour Paul Durand' }).first().click();
    const agenda = page.getByRole('region', { name: 'Agenda' });
    await expect(agenda.getByLabel('Centre de l’agenda')).toHaveValue('montpellier');
    const form = agenda.getByRole('form', { name: 'Rendez-vous pris par téléphone' });
    await expect(form.getByText('Pour la demande de contact de Paul Durand.')).toBeVisible();
    await expect(form.getByLabel('Téléphone *')).toHaveValue('06 11 22 33 44');
    await form.getByLabel('Prestation').selectOption('diagnostic-auto');
    // A day far enough for the visitor's link, then its first time.
    await form.getByRole('listbox', { name: 'Jour' }).getByRole('option').last().click();
    await form
      .getByRole('listbox', { name: /^Heure, le / })
      .getByRole('option')
      .first()
      .click();
    await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
    // The section's answer to its last action (the loading of a day is a status too).
    const notice = agenda.getByRole('status').filter({ hasText: /^Rendez-vous / });
    await expect(notice).toContainText(/Rendez-vous RDV-[A-Z2-9]{6} enregistré le/);
    const reference = /RDV-[A-Z2-9]{6}/.exec((await notice.textContent())!)![0];
    await mailTo(site.smtp, 'paul.agenda@example.fr', new RegExp(`votre rendez-vous .*${reference}`));

    // The agenda now shows that day, with the booking; moved to the day's last free time.
    const card = agenda.getByRole('article').filter({ hasText: reference });
    await expect(card).toContainText('pris par téléphone');
    await expect(card).toContainText('depuis une demande de contact');
    await expect(card).toContainText('Renault Clio V');
    await card.getByRole('button', { name: 'Déplacer' }).click();
    const target = card
      .getByRole('listbox', { name: /^Heure, le / })
      .getByRole('option')
      .last();
    const newTime = (await target.textContent())!;
    await target.click();
    await expect(notice).toContainText(`déplacé au`);
    await expect(agenda.getByRole('article').filter({ hasText: reference })).toContainText(`${newTime}–`);
    const moved = await mailTo(site.smtp, 'paul.agenda@example.fr', /rendez-vous déplacé au/);
    expect(moved.text).toContain('Le centre de Montpellier a déplacé votre rendez-vous');
    expect(moved.subject).toContain(`à ${newTime} (${reference})`);
  },
);

test(
  'asks to be told when a slot frees up; the e-mail’s link holds it, and another leaves the list',
  PHONE,
  async ({ page, site, visitor, request }, testInfo) => {
    void visitor;
    const email = `attente.${testInfo.project.name}@example.fr`;
    await chooseCentreBeforeVisit(page, 'beziers');
    await page.goto('/beziers/rendez-vous?prestation=diagnostic-auto');
    await expect(page.getByRole('listbox', { name: 'Jour' })).toBeVisible();
    const askToBeTold = page.getByRole('button', {
      name: 'Aucun créneau ne vous convient ? Être prévenu si un créneau se libère',
    });
    await expect(askToBeTold).toHaveAttribute('aria-expanded', 'false');
    await askToBeTold.click();
    const form = page.getByRole('form', { name: 'Être prévenu si un créneau se libère' });
    await expect(form.getByLabel('E-mail *')).toBeFocused();
    // Sent empty: each field says what it needs, in French.
    await form.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(form.getByText('Indiquez le dernier jour où un rendez-vous vous conviendrait.')).toBeVisible();
    await expect(form.getByLabel('E-mail *')).toBeFocused();
    await form.getByLabel('E-mail *').fill(email);
    const latest = form.getByLabel('Au plus tard le *');
    const lastDay = (await latest.getAttribute('max'))!;
    await latest.fill(lastDay);
    await form.getByLabel(/J’accepte/).check();
    await form.getByRole('button', { name: 'Me prévenir' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'C’est noté' })).toContainText(
      '« Diagnostic automobile » au centre de Béziers, au plus tard le',
    );

    // Someone else cancels a booking of that day: the waiting visitor is offered its start.
    const api = async (query: string, variables: Record<string, unknown>): Promise<Json> => {
      const response = await request.post('/graphql', {
        headers: { 'X-Forwarded-For': '198.51.100.31' },
        data: { query, variables },
      });
      return (await response.json()).data;
    };
    const { bookingAvailability } = await api(
      `query ($centre: ID!, $service: String!) { bookingAvailability(centre: $centre, service: $service) { days { date times } } }`,
      { centre: 'beziers', service: 'diagnostic-auto' },
    );
    const day = (bookingAvailability.days as { date: string; times: string[] }[])
      .filter((d) => d.times.length > 0 && d.date <= lastDay)
      .at(-1)!;
    const slot = { centre: 'beziers', service: 'diagnostic-auto', date: day.date, time: day.times[0]! };
    const { holdBookingSlot } = await api(
      `mutation ($input: BookingHoldInput!) { holdBookingSlot(input: $input) { ... on BookingHeld { id } } }`,
      { input: slot },
    );
    const cancelling = `annule.${testInfo.project.name}@example.fr`;
    const { confirmBooking } = await api(
      `mutation ($input: BookingConfirmInput!) { confirmBooking(input: $input) { ... on BookingAwaitingEmail { reference } } }`,
      {
        input: {
          hold: holdBookingSlot.id,
          name: 'Paul Annule',
          phone: '06 11 22 33 44',
          email: cancelling,
          consent: true,
        },
      },
    );
    const asking = await mailTo(site.smtp, cancelling, new RegExp(`confirmez .*${confirmBooking.reference as string}`));
    const token = /\/mon-rendez-vous#(b1\.[\w.-]+)/.exec(asking.text ?? '')![1]!;
    const { confirmMyBooking } = await api(
      `mutation ($token: String!) { confirmMyBooking(token: $token) { ... on MyBooking { status } } }`,
      { token },
    );
    expect(confirmMyBooking.status).toBe('confirmed');
    const { cancelMyBooking } = await api(
      `mutation ($token: String!) { cancelMyBooking(token: $token) { __typename } }`,
      { token },
    );
    expect(cancelMyBooking.__typename).toBe('MyBooking');
    const offer = await mailTo(site.smtp, email, /un créneau s’est libéré le/);
    expect(offer.text).toContain(`à ${frenchTime(slot.time)}`);
    expect(offer.text).not.toContain('Paul Annule');
    const hold = /(http:\/\/\S+\/beziers\/rendez-vous\?prestation=diagnostic-auto&jour=\S+&heure=\S+)/.exec(
      offer.text ?? '',
    )![1]!;
    const leave = /(http:\/\/\S+\/beziers\/rendez-vous\?desinscription=\S+)/.exec(offer.text ?? '')![1]!;

    // The link holds that start at once, as a click on it would.
    await page.goto(hold);
    const details = page.getByRole('form', { name: '3. Vos coordonnées' });
    await expect(details.getByText(/Créneau retenu pour vous encore \d+:\d\d/)).toBeVisible();
    await expect(page.getByLabel('Prestation', { exact: true })).toHaveValue('diagnostic-auto');
    await expect(page.getByText(new RegExp(`à ${frenchTime(slot.time)}`)).first()).toBeVisible();

    // The other link takes the address off the list in one click.
    await page.goto(leave);
    await expect(page.getByRole('status').filter({ hasText: 'C’est fait' })).toHaveText(
      'C’est fait : vous ne serez plus prévenu des créneaux libérés pour « Diagnostic automobile » au centre de Béziers.',
    );
  },
);
