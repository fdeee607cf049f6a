import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { E2E_ADMIN } from './admin-account.mjs';
import { chooseCentreBeforeVisit, expect, expectNoAxeViolations, test, PHONE } from './fixtures.js';

const ADMIN = '/realisations/admin';

// The trace's DOM snapshots fetch the blob: URLs of the previews of chosen files, which the CSP (connect-src 'self')
// rightly blocks: a console error of the test tool, not of the page. Traces here keep screenshots only.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: true } });
const SESSION_KEY = 'ecuvia_admin_session';
const media = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', 'media', name);

/** A title no other test (nor the other browser project) uses. */
const uniqueTitle = (testInfo: TestInfo, what: string) =>
  `${what} ${testInfo.project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function graphql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Basic ${token}` } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: Record<string, any>; errors?: { message: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const { data } = await graphql(
    request,
    'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { ... on AdminSession { token } } }',
    { u: E2E_ADMIN.username, p: E2E_ADMIN.password },
  );
  expect(data.adminLogin.token).toBeTruthy();
  return data.adminLogin.token as string;
}

/** A realisation made through the API, for the tests about the table. */
async function createRealisation(
  request: APIRequestContext,
  token: string,
  input: { title: string; centre?: string; featured?: boolean; modifications?: string[] },
) {
  const { data } = await graphql(
    request,
    `
      mutation ($input: RealisationInput!) {
        createRealisation(input: $input) {
          __typename
          ... on AdminRealisation {
            id
          }
          ... on RealisationInvalid {
            message
          }
        }
      }
    `,
    {
      input: {
        centre: input.centre ?? 'beziers',
        title: input.title,
        description: 'Créée par un test de bout en bout.',
        vehicleInfo: { brand: 'Renault', model: 'Clio RS', year: 2019 },
        modifications: input.modifications ?? ['Stage 1'],
        featured: input.featured ?? false,
      },
    },
    token,
  );
  expect(data.createRealisation.__typename).toBe('AdminRealisation');
  return data.createRealisation.id as string;
}

/** Stores a session as the login form does. */
async function storeSession(page: Page, token: string) {
  const value = JSON.stringify({ token, username: E2E_ADMIN.username, loginTime: new Date().toISOString() });
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: SESSION_KEY, value });
}

/** Opens a section of the admin already signed in (the token stored as the login form would): its realisations. */
async function openSignedIn(page: Page, token: string, section = ADMIN) {
  await page.goto(section);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await storeSession(page, token);
  await page.reload();
  if (section !== ADMIN) return;
  await expect(page.getByRole('heading', { name: 'Réalisations', exact: true })).toBeVisible();
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
}

const row = (page: Page, title: string) => page.locator('.admin-table tbody tr', { hasText: title });
const dialog = (page: Page) => page.getByRole('dialog');

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(text);
}

/** Drags with the mouse, or with a real touch gesture on the phone. */
async function drag(page: Page, from: Locator, to: Locator, touch: boolean) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const [x1, y1, x2, y2] = [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2];
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x1, y1) });
    for (let step = 1; step <= 8; step++) {
      const t = step / 8;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: point(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(x1, y1);
    await page.mouse.down();
    await page.mouse.move(x2, y2, { steps: 8 });
    await page.mouse.up();
  }
}

test.describe('admin sign-in and session', () => {
  test('signs in, refuses a wrong password, keeps the session over a reload, signs out', async ({ page }) => {
    await page.goto(ADMIN);
    await expect(page).toHaveTitle('Administration | Ecuvia');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expectNoAxeViolations(page, 'formulaire de connexion');

    const username = page.getByLabel('Nom d’utilisateur');
    const password = page.getByLabel('Mot de passe');
    const signIn = page.getByRole('button', { name: 'Se connecter' });
    await signIn.click();
    await expect(page.getByRole('alert')).toHaveText('Le nom d’utilisateur et le mot de passe sont obligatoires');
    await expect(username).toBeFocused();

    await username.fill(E2E_ADMIN.username);
    await password.fill('pas-le-bon-mot-de-passe');
    await signIn.click();
    await expect(page.getByRole('alert')).toHaveText('Nom d’utilisateur ou mot de passe incorrect');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await password.fill(E2E_ADMIN.password);
    await signIn.click();
    await expect(page.getByText(`Connecté en tant que ${E2E_ADMIN.username}`)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Réalisation',
      'Centre',
      'Type',
      'Statut',
      'Mise en avant',
      'Actions',
    ]);
    const stored = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY))!);
    expect(stored).toEqual({
      token: expect.any(String),
      username: E2E_ADMIN.username,
      loginTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The device cookie (decision 011): out of scripts' reach, scoped to /graphql where this screen signs in.
    const device = (await page.context().cookies()).find((c) => c.name === 'admin_device');
    expect(device).toMatchObject({ path: '/graphql', httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_device');
    for (const counter of ['Total', 'Actives', 'Mises en avant', 'Centres']) {
      await expect(page.locator('.admin-stats dt', { hasText: counter })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'liste des réalisations');

    // The stored token is checked at load: still valid, still signed in.
    await page.reload();
    await expect(page.getByText(`Connecté en tant que ${E2E_ADMIN.username}`)).toBeVisible();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('.admin-table')).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The token is revoked on the server too.
    const { data } = await graphql(page.request, '{ adminMe { username } }', {}, stored.token);
    expect(data.adminMe).toBeNull();
  });

  test('the login form says the spec’s messages when the server gives none or cannot be reached', async ({ page }) => {
    await page.goto(ADMIN);
    await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
    await page.getByLabel('Mot de passe').fill('un-mot-de-passe');
    await page.route('**/graphql', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: { adminLogin: { __typename: 'AdminLoginRejected', message: '', retryAfterSeconds: null } },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur de connexion');

    await page.unroute('**/graphql');
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur de connexion au serveur');
  });

  test('a stored token that is no longer valid is dropped silently', async ({ page }) => {
    await page.goto(ADMIN);
    await page.evaluate(
      (key) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({ token: 'jeton-inconnu', username: 'x', loginTime: '2020-01-01T00:00:00.000Z' }),
        ),
      SESSION_KEY,
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Votre session a expiré')).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a session revoked elsewhere sends back to the login form with a notice', async ({
    page,
    request,
    pageProblems,
  }) => {
    const token = await apiToken(request);
    await openSignedIn(page, token);
    await graphql(request, 'mutation { adminLogout }', {}, token);

    await page
      .locator('.admin-table tbody tr')
      .first()
      .getByRole('button', { name: /^(Active|Inactive)/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Votre session' })).toHaveText(
      'Votre session a expiré : reconnectez-vous.',
    );
    await expect(page.getByLabel('Nom d’utilisateur')).toBeFocused();
    await expect(page.locator('.admin-table')).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The refused call was this test's point: its 401 is expected.
    const expected = pageProblems.filter((p) => /^réponse 401 : .*\/graphql$/.test(p));
    expect(expected.length).toBeGreaterThan(0);
    pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !expected.includes(p)));
  });
});

test('a realisation being written survives an expired session: restored after signing in, gone once saved', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const token = await apiToken(request);
  await openSignedIn(page, token);
  const title = uniqueTitle(testInfo, 'Brouillon');
  await page.getByRole('button', { name: 'Nouvelle Réalisation' }).click();
  let form = dialog(page);
  await form.getByLabel('Centre *').selectOption('nice');
  await form.getByLabel('Titre *').fill(title);
  await form.getByLabel('Marque *').fill('Alpine');
  await form.getByLabel('Modèle *').fill('A110');

  // The session ends on the server while the admin types; saving meets it.
  await graphql(request, 'mutation { adminLogout }', {}, token);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  const drafts = () =>
    page.evaluate(() => Object.entries(window.localStorage).filter(([key]) => key.startsWith('ecuvia_admin_draft:')));
  const kept = await drafts();
  expect(kept.map(([key]) => key)).toEqual([`ecuvia_admin_draft:${E2E_ADMIN.username}`]);
  expect(kept[0]![1]).toContain(title);
  expect(kept[0]![1]).not.toContain(token);

  await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Nouvelle réalisation' })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Saisie non enregistrée restaurée');
  await expect(form.getByLabel('Titre *')).toHaveValue(title);
  await expect(form.getByLabel('Centre *')).toHaveValue('nice');
  await expect(form.getByLabel('Modèle *')).toHaveValue('A110');

  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form).toBeHidden();
  await expect(row(page, title)).toBeVisible();
  expect(await drafts()).toEqual([]);
  // A reload opens the list, not the form.
  await page.reload();
  await expect(row(page, title)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The refused save was this test's point: its 401 is expected.
  const expected = pageProblems.filter((p) => /^réponse 401 : .*\/graphql$/.test(p));
  expect(expected.length).toBeGreaterThan(0);
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((p) => !expected.includes(p)));
});

test('a bench export is previewed from the server’s reading, refused with its line, and saved with the job', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request);
  await openSignedIn(page, token);
  await page.getByRole('button', { name: 'Nouvelle Réalisation' }).click();
  const form = dialog(page);
  const title = uniqueTitle(testInfo, 'Banc');
  await form.getByLabel('Centre *').selectOption('beziers');
  await form.getByLabel('Titre *').fill(title);
  await form.getByLabel('Marque *').fill('Peugeot');
  await form.getByLabel('Modèle *').fill('308');
  const file = form.getByLabel('Fichier CSV du banc');
  // A line with a letter for a number: refused, its line named, no chart.
  await file.setInputFiles({
    name: 'banc-faux.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('courbe;regime;puissance;couple\navant;2000;80;300\navant;2500;quatre-vingt;310\n'),
  });
  await expect(form.getByRole('alert')).toContainText(/Relevé de banc refusé.*ligne 3/);
  await expect(form.getByRole('figure')).toHaveCount(0);
  // The sample of docs/: its peaks in the preview.
  await file.setInputFiles(path.join(import.meta.dirname, '../../docs/samples/banc-de-puissance.csv'));
  const preview = form.getByRole('figure', { name: 'Aperçu des courbes' });
  await expect(preview).toContainText(/Après : 157 ch à [\d\s ]+ tr\/min et 280 Nm/);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Saved with the job: the REST answer's extra field carries the curves.
  const jobs = (await (await request.get('/api/realizations/center/beziers')).json()) as {
    data: { title: string; bench_run: { after: unknown[] } | null }[];
  };
  expect(jobs.data.find((j) => j.title === title)?.bench_run?.after.length).toBeGreaterThan(5);
});

test.describe('managing realisations', () => {
  test(
    'creates a photo realisation with three pictures, reorders the gallery, edits it',
    PHONE,
    async ({ page, request, hasTouch }, testInfo) => {
      test.setTimeout(180_000);
      const title = uniqueTitle(testInfo, 'Golf 8 GTI stage 1');
      await openSignedIn(page, await apiToken(request));

      await page.getByRole('button', { name: 'Nouvelle Réalisation' }).click();
      const form = dialog(page);
      await expect(form.getByRole('heading', { name: 'Nouvelle réalisation' })).toBeVisible();
      await expect(form.getByLabel('Date')).toHaveValue(/^\d{4}-\d\d-\d\d$/);
      await expect(form.getByLabel('Statut')).toHaveValue('active');

      // Validation, draft, upload and refusal states: RealisationDialog.test.tsx. Here, the whole path on the real gateway.
      await form.getByLabel('Centre *').selectOption('montpellier');
      await form.getByLabel('Titre *').fill(title);
      await form.getByLabel('Description').fill('Reprogrammation stage 1 et admission directe.');
      await form.getByLabel('Marque *').fill('Volkswagen');
      await form.getByLabel('Modèle *').fill('Golf 8 GTI');
      await form.getByLabel('Année').fill('2021');
      await form.getByLabel('Moteur').fill('2.0 TSI 245 ch');
      const modification = form.getByLabel('Nouvelle modification');
      await modification.fill('Reprogrammation stage 1');
      await modification.press('Enter');
      await modification.fill('  Admission directe  ');
      await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await modification.fill('reprogrammation stage 1'); // already listed
      await modification.press('Enter');
      await modification.fill('   ');
      await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
      await expect(form.locator('.admin-chip > span')).toHaveText(['Reprogrammation stage 1', 'Admission directe']);
      await form.getByLabel('Puissance avant (ch)').fill('245');
      await form.getByLabel('Puissance après (ch)').fill('310');
      await form.getByLabel('Couple avant (Nm)').fill('370');
      await form.getByLabel('Couple après (Nm)').fill('450');

      await form
        .getByLabel('Ajouter des photos ou des vidéos')
        .setInputFiles([media('rotated-gps.jpg'), media('photo.png'), media('photo.webp')]);
      const items = form.locator('.admin-gallery__item');
      await expect(items).toHaveCount(3);
      await expect(items.locator('img')).toHaveCount(3);
      for (const [index, alt] of ['Vue A', 'Vue B', 'Vue C'].entries())
        await items.nth(index).getByLabel('Texte alternatif').fill(alt);
      await items
        .nth(0)
        .getByRole('radio', { name: /Photo principale/ })
        .check();
      const alts = () =>
        items.getByLabel('Texte alternatif').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

      // Keyboard: A goes down one place, focus stays on its buttons.
      await items.nth(0).getByRole('button', { name: 'Descendre « Vue A »' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(alts).toEqual(['Vue B', 'Vue A', 'Vue C']);
      await expect(form.getByRole('button', { name: 'Descendre « Vue A »' })).toBeFocused();
      // Dragging: C, by its handle, onto A's place.
      await items.nth(2).scrollIntoViewIfNeeded();
      await drag(page, items.nth(2).locator('.admin-gallery__handle'), items.nth(1), hasTouch);
      await expect.poll(alts).toEqual(['Vue B', 'Vue C', 'Vue A']);

      // Submit: the three files are sent, then the record is saved.
      await form.getByRole('button', { name: 'Créer' }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Réalisation « ${title} » créée.` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nouvelle Réalisation' })).toBeFocused();

      await search(page, title);
      await expect(row(page, title)).toHaveCount(1);
      await expect(row(page, title)).toContainText('Montpellier');
      await expect(row(page, title)).toContainText('Photo');

      // Edit: the gallery comes back in its new order, the rotated photo upright and without EXIF or GPS.
      await row(page, title).getByRole('button', { name: 'Modifier' }).click();
      await expect(form.getByRole('heading', { name: 'Modifier la réalisation' })).toBeVisible();
      await expect.poll(alts).toEqual(['Vue B', 'Vue C', 'Vue A']);
      await expect(items.nth(2).getByRole('radio', { name: /Photo principale/ })).toBeChecked();
      await expect(form.getByRole('list', { name: 'Modifications réalisées' }).getByRole('listitem')).toHaveCount(2);
      await expect(form.getByLabel('Puissance après (ch)')).toHaveValue('310');
      const rotated = items.nth(2).locator('img');
      await expect
        .poll(() => rotated.evaluate((img: HTMLImageElement) => img.naturalWidth > img.naturalHeight))
        .toBe(true);
      const stored = await page.request.get((await rotated.getAttribute('src'))!);
      expect(stored.ok()).toBe(true);
      const bytes = await stored.body();
      const image = sharp(bytes);
      const meta = await image.metadata();
      expect(meta.width).toBeGreaterThan(meta.height!);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('EXIF') || bytes.includes('Exif') || bytes.includes('GPS')).toBe(false);
      // Upright: the red band of the scene is at the top, the green block at the bottom left.
      const pixel = async (left: number, top: number) => [
        ...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
      ];
      const [red, green] = [await pixel(meta.width! / 2, 3), await pixel(3, meta.height! - 4)];
      expect(red[0]).toBeGreaterThan(180);
      expect(red[1]).toBeLessThan(80);
      expect(green[1]).toBeGreaterThan(150);
      expect(green[0]).toBeLessThan(80);

      const edited = `${title} (modifiée)`;
      await form.getByLabel('Titre *').fill(edited);
      await form.getByLabel('Nouvelle modification').fill('Downpipe');
      await form.getByLabel('Nouvelle modification').press('Enter');
      await form.getByRole('button', { name: 'Modifier', exact: true }).click();
      await expect(form).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: `Réalisation « ${edited} » modifiée.` })).toBeVisible();
      await search(page, edited);
      await expect(row(page, edited)).toHaveCount(1);
      await search(page, 'downpipe ' + testInfo.project.name);
      await expect(row(page, edited)).toHaveCount(1);

      // The public gallery of the centre shows it, photos in the chosen order.
      await chooseCentreBeforeVisit(page, 'montpellier');
      await page.goto('/montpellier/realisations');
      await page.locator('.gallery-tile', { hasText: edited }).click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox.getByRole('img', { name: 'Vue B' })).toBeVisible();
      await lightbox.getByRole('button', { name: 'Média suivant' }).click();
      await expect(lightbox.getByRole('img', { name: 'Vue C' })).toBeVisible();
      await lightbox.getByRole('button', { name: 'Média suivant' }).click();
      await expect(lightbox.getByRole('img', { name: 'Vue A' })).toBeVisible();
    },
  );

  test(
    'status and featured badges toggle in place and the public gallery follows',
    PHONE,
    async ({ page, request }, testInfo) => {
      const token = await apiToken(request);
      const title = uniqueTitle(testInfo, 'Clio RS bascule');
      await createRealisation(request, token, { title, centre: 'beziers' });
      await chooseCentreBeforeVisit(page, 'beziers');
      await openSignedIn(page, token);
      await search(page, title);

      const status = row(page, title).getByRole('button', { name: /^(Active|Inactive)/ });
      const featured = row(page, title).getByRole('button', { name: /^(Oui|Non)/ });
      await expect(status).toHaveAccessibleName(`Active : désactiver « ${title} »`);
      await expect(featured).toHaveAccessibleName(`Non : mettre en avant « ${title} »`);
      await status.click();
      await expect(status).toHaveText(/^Inactive/);
      // By keyboard, the focus stays on the toggle through its busy state.
      await featured.focus();
      await page.keyboard.press('Enter');
      await expect(featured).toHaveText(/^Oui/);
      await expect(featured).toBeFocused();

      const publicTile = (p: Page) => p.locator('.gallery-tile', { hasText: title });
      await page.goto('/beziers/realisations');
      await expect(page.locator('.gallery-tile').first()).toBeVisible();
      await expect(publicTile(page)).toHaveCount(0);

      await page.goto(ADMIN);
      await search(page, title);
      await status.click();
      await expect(status).toHaveText(/^Active/);
      await page.goto('/beziers/realisations');
      await expect(publicTile(page)).toBeVisible();
      await expect(publicTile(page).getByText('À la une')).toBeVisible();

      await page.goto(ADMIN);
      await search(page, title);
      await featured.click();
      await expect(featured).toHaveText(/^Non/);
      await page.goto('/beziers/realisations');
      await expect(publicTile(page)).toBeVisible();
      await expect(publicTile(page).getByText('À la une')).toHaveCount(0);

      // The audit trail says who did it (« Sécurité »).
      await page.goto('/admin/securite');
      const audit = page.locator('.admin-audit__entry', { hasText: title });
      await expect(audit.first()).toBeVisible();
      await expect(audit.first()).toContainText(E2E_ADMIN.username);
    },
  );

  test('Monter and Descendre change a centre’s public order, by pointer or keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request);
    // One centre per browser project: a move sends the order of the centre's whole list.
    const centre = testInfo.project.name === 'phone' ? 'montpellier' : 'beziers';
    const [older, newer] = [uniqueTitle(testInfo, 'Ordre A'), uniqueTitle(testInfo, 'Ordre B')];
    await createRealisation(request, token, { title: older, centre });
    await createRealisation(request, token, { title: newer, centre });
    await openSignedIn(page, token);

    // Moves need one centre's whole list.
    await expect(page.getByText(/choisissez ce centre, sans autre filtre/)).toBeVisible();
    await expect(row(page, older).locator('[data-move]')).toHaveCount(0);
    await page.getByRole('search').getByLabel('Centre').selectOption(centre);
    await expect(page.getByText(/les réalisations mises en avant restent en tête/)).toBeVisible();

    const adminTitles = () => page.locator('.admin-table tbody tr .admin-table__title').allTextContents();
    const above = async (titles: Promise<string[]>, a: string, b: string) => {
      const list = await titles;
      return list.includes(a) && list.indexOf(a) + 1 === list.indexOf(b);
    };
    // Same date and order: the newer one comes first, as in public.
    await expect.poll(() => above(adminTitles(), newer, older)).toBe(true);
    await row(page, older)
      .getByRole('button', { name: `Monter « ${older} »` })
      .click();
    await expect.poll(() => above(adminTitles(), older, newer)).toBe(true);
    await expect(page.getByText(new RegExp(`« ${older} » en position \\d+ sur \\d+`))).toBeAttached();
    // The keyboard stays on the moved row.
    await expect(row(page, older).locator('[data-move]:focus')).toHaveCount(1);

    const publicTitles = async () => {
      await page.goto(`/${centre}/realisations`);
      await expect(page.locator('.gallery-tile').first()).toBeVisible();
      return page.locator('.gallery-tile').allTextContents();
    };
    const tileAbove = async (a: string, b: string) => {
      const tiles = await publicTitles();
      const [ia, ib] = [tiles.findIndex((t) => t.includes(a)), tiles.findIndex((t) => t.includes(b))];
      return ia >= 0 && ib === ia + 1;
    };
    expect(await tileAbove(older, newer)).toBe(true);

    // While the centre's own list loads, the previous filter's list is still on screen: no move may be offered on
    // it (it would send every centre's order).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('AdminRealisations') && body.includes(`"centre":"${centre}"`)) await held;
      await route.fallback();
    });
    await page.goto(ADMIN);
    await expect(row(page, older)).toBeVisible();
    await page.getByRole('search').getByLabel('Centre').selectOption(centre);
    await expect(row(page, older)).toBeVisible();
    await expect(page.locator('.admin-table [data-move]')).toHaveCount(0);
    release();
    await row(page, older)
      .getByRole('button', { name: `Descendre « ${older} »` })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => above(adminTitles(), newer, older)).toBe(true);
    expect(await tileAbove(newer, older)).toBe(true);

    await page.goto('/admin/securite');
    await expect(page.locator('.admin-audit__entry', { hasText: 'Nouvel ordre' }).first()).toContainText(
      E2E_ADMIN.username,
    );
  });

  test('deletes after the confirmation, filters and searches the list', async ({ page, request }, testInfo) => {
    const token = await apiToken(request);
    const tag = uniqueTitle(testInfo, 'Filtre');
    await createRealisation(request, token, { title: `${tag} Mégane`, centre: 'nice', modifications: ['Décata'] });
    await createRealisation(request, token, { title: `${tag} Clio`, centre: 'perpignan', featured: true });
    await openSignedIn(page, token);

    await search(page, tag.toUpperCase());
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
    await search(page, `${tag} décata`);
    await expect(page.locator('.admin-table tbody tr')).toHaveText([new RegExp(`${tag} Mégane`)]);
    await search(page, tag);
    await page.getByRole('search').getByLabel('Centre').selectOption('perpignan');
    await expect(page.locator('.admin-table tbody tr')).toHaveText([new RegExp(`${tag} Clio`)]);
    await page.getByRole('search').getByLabel('Type').selectOption('video');
    await expect(page.getByText('Aucune réalisation trouvée')).toBeVisible();
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await page.getByRole('search').getByLabel('Statut').selectOption('inactive');
    await search(page, tag);
    await expect(page.getByText('Aucune réalisation trouvée')).toBeVisible();
    await page.getByRole('search').getByLabel('Statut').selectOption('');

    const target = row(page, `${tag} Mégane`);
    const messages: string[] = [];
    page.on('dialog', (d) => {
      messages.push(d.message());
      void (messages.length === 1 ? d.dismiss() : d.accept());
    });
    await target.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => messages).toEqual(['Êtes-vous sûr de vouloir supprimer cette réalisation ?']);
    await expect(target).toHaveCount(1);
    await target.getByRole('button', { name: 'Supprimer' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Réalisation « ${tag} Mégane » placée dans la corbeille.` }),
    ).toBeVisible();
    await expect(target).toHaveCount(0);
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
  });

  test(
    'the trash lists a deleted realisation with its days left, restores it, and purges it after a confirmation',
    PHONE,
    async ({ page, request }, testInfo) => {
      const token = await apiToken(request);
      const title = uniqueTitle(testInfo, 'Corbeille');
      const id = await createRealisation(request, token, { title, centre: 'nice' });
      const isPublic = async () =>
        (await graphql(request, `{ realisation(id: "${id}") { id } }`)).data.realisation !== null;
      await openSignedIn(page, token);
      await search(page, title);
      page.once('dialog', (d) => void d.accept());
      await row(page, title).getByRole('button', { name: 'Supprimer' }).click();
      await expect(row(page, title)).toHaveCount(0);
      expect(await isPublic()).toBe(false);

      const trash = page.getByRole('region', { name: /^Corbeille/ });
      const entry = trash.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toContainText('Nice · Photo');
      await expect(entry).toContainText(/Supprimée le \d{1,2} \S+ \d{4}/);
      await expect(entry).toContainText(/Suppression définitive le \d{1,2} \S+ \d{4} \(dans 30 jours\)/);

      await entry.getByRole('button', { name: `Restaurer « ${title} »` }).click();
      await expect(trash.getByRole('status')).toHaveText(`Réalisation « ${title} » restaurée.`);
      await expect(entry).toHaveCount(0);
      await expect(row(page, title)).toHaveCount(1);
      expect(await isPublic()).toBe(true);

      page.once('dialog', (d) => void d.accept());
      await row(page, title).getByRole('button', { name: 'Supprimer' }).click();
      await expect(entry).toHaveCount(1);
      const asked: string[] = [];
      page.on('dialog', (d) => {
        asked.push(d.message());
        void (asked.length === 1 ? d.dismiss() : d.accept());
      });
      const purge = entry.getByRole('button', { name: `Supprimer définitivement « ${title} »` });
      await purge.click();
      await expect
        .poll(() => asked)
        .toEqual([
          `Supprimer définitivement « ${title} » ? Ses photos et vidéos qu’aucune autre réalisation n’utilise seront effacées. Cette action est irréversible.`,
        ]);
      await expect(entry).toHaveCount(1);
      await purge.click();
      await expect(trash.getByRole('status')).toHaveText(`Réalisation « ${title} » supprimée définitivement.`);
      await expect(entry).toHaveCount(0);
      await expect(trash.getByRole('heading', { level: 2 })).toBeFocused();
      await expectNoAxeViolations(page, 'l’administration avec sa corbeille');
      await page.goto('/admin/securite');
      const audit = page.getByRole('region', { name: 'Journal des actions' });
      await expect(audit.getByText(`Suppression définitive de « ${title} »`)).toBeVisible();
    },
  );

  test('each failure shows the spec’s message', async ({ page, request }, testInfo) => {
    const token = await apiToken(request);
    const title = uniqueTitle(testInfo, 'Pannes');
    await createRealisation(request, token, { title, centre: 'perpignan' });

    // The list cannot be loaded.
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('AdminRealisations')
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'panne' }] }) })
        : route.continue(),
    );
    await page.goto(ADMIN);
    await storeSession(page, token);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Erreur lors du chargement des réalisations');
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await search(page, title);
    await expect(row(page, title)).toHaveCount(1);

    // Toggles and delete refused by the server.
    const failing = (operation: string) =>
      page.route('**/graphql', (route) =>
        route.request().postData()?.includes(operation)
          ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'x' }] }) })
          : route.continue(),
      );
    await failing('SetRealisationStatus');
    // A short window scrolled down to the row: the message must come into view, not appear above it unseen.
    await page.setViewportSize({ width: 1280, height: 360 });
    const statusToggle = row(page, title).getByRole('button', { name: /^Active/ });
    await statusToggle.scrollIntoViewIfNeeded();
    await statusToggle.click();
    await expect(page.getByRole('alert')).toHaveText(/^Erreur lors de la mise à jour du statut/);
    await expect(page.getByRole('alert')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await failing('SetRealisationFeatured');
    await row(page, title).getByRole('button', { name: /^Non/ }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Erreur lors de la mise à jour(?! du statut)/);
    await failing('DeleteRealisation');
    page.once('dialog', (d) => void d.accept());
    await row(page, title).getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Erreur lors de la suppression/);
    await expect(row(page, title)).toHaveCount(1);
    await failing('ReorderRealisations');
    await search(page, '');
    await page.getByRole('search').getByLabel('Centre').selectOption('perpignan');
    // The centre's own list first: which move is possible depends on the rows around this one.
    await expect(
      page.locator('.admin-table tbody td[data-label="Centre"]').filter({ hasNotText: 'Perpignan' }),
    ).toHaveCount(0);
    await expect(row(page, title)).toBeVisible();
    await row(page, title)
      .getByRole('button', { name: /^(Monter|Descendre) «/, disabled: false })
      .first()
      .click();
    await expect(page.getByRole('alert')).toHaveText(/^Erreur lors du changement d’ordre/);
    await page.unroute('**/graphql');

    // Uploads: the server's own refusal, then the default text when the request fails.
    const fake = readFileSync(media('fake.jpg'));
    // The multipart request's parts in the spec's order: operations, map, then the file.
    const upload = new FormData();
    upload.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($file: Upload!) { uploadMedia(file: $file) { url } }',
        variables: { file: null },
      }),
    );
    upload.append('map', JSON.stringify({ 0: ['variables.file'] }));
    upload.append('0', new Blob([fake], { type: 'image/jpeg' }), 'fake.jpg');
    const refusal = await request.post('/graphql', {
      headers: { Authorization: `Basic ${token}`, 'Apollo-Require-Preflight': 'true' },
      multipart: upload,
    });
    const serverText = ((await refusal.json()) as { errors: { message: string }[] }).errors[0]!.message;
    expect(serverText).not.toBe('');

    await page.getByRole('button', { name: 'Nouvelle Réalisation' }).click();
    const form = dialog(page);
    await form.getByLabel('Centre *').selectOption('nice');
    await form.getByLabel('Titre *').fill(`${title} upload`);
    await form.getByLabel('Marque *').fill('Yamaha');
    await form.getByLabel('Modèle *').fill('FX SVHO');
    await form.getByLabel('Ajouter des photos ou des vidéos').setInputFiles(media('fake.jpg'));
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(form.getByRole('alert')).toHaveText(serverText);
    await expect(form.getByRole('button', { name: 'Créer' })).toBeEnabled();
    // A failed request and the save's failures: RealisationDialog.test.tsx.

    await form.getByRole('button', { name: 'Annuler' }).click();
    await expect(form).toBeHidden();
  });

  test('contact requests are listed, newest first, with links to answer', async ({ page, request }, testInfo) => {
    const name = uniqueTitle(testInfo, 'Client');
    const { data } = await graphql(
      request,
      `
        mutation ($input: ContactRequestInput!) {
          submitContactRequest(input: $input) {
            __typename
          }
        }
      `,
      {
        input: {
          name,
          email: 'client@example.org',
          phone: '06 12 34 56 78',
          vehicle: 'Peugeot 208 GTi',
          message: 'Bonjour,\nun devis pour un stage 1 ?',
          centre: 'nice',
          consent: true,
        },
      },
    );
    expect(data.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    await openSignedIn(page, await apiToken(request), '/admin/demandes');
    const entry = page.locator('.admin-request', { hasText: name });
    await expect(page.getByRole('heading', { name: 'Demandes de contact' })).toBeVisible();
    await expect(entry.getByRole('heading', { name })).toBeVisible();
    await expect(entry.getByRole('link', { name: 'client@example.org' })).toHaveAttribute(
      'href',
      'mailto:client@example.org',
    );
    await expect(entry.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    await expect(entry).toContainText('Peugeot 208 GTi');
    await expect(entry).toContainText('Nice');
    await expect(entry).toContainText('un devis pour un stage 1 ?');
  });
});

test(
  'a network administrator creates a centre manager, who sees only their centres; disabling ends their session',
  PHONE,
  async ({ page, browser, request }, testInfo) => {
    const username = `gerant-${testInfo.project.name}-${Date.now().toString(36)}`;
    const password = 'mot-de-passe-du-gerant-e2e';
    await openSignedIn(page, await apiToken(request), '/admin/comptes');
    const accounts = page.getByRole('region', { name: 'Comptes' });
    await accounts.getByRole('button', { name: 'Nouveau compte' }).click();
    const form = accounts.getByRole('form', { name: 'Nouveau compte' });
    // Every field at fault at once (the accounts' forms: NewAccountForm.test.tsx); focus on the first.
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(form.getByLabel('Nom d’utilisateur')).toBeFocused();
    await expect(form.getByLabel('Nom d’utilisateur')).toHaveAccessibleDescription(/^Nom d’utilisateur invalide/);
    await expect(form.getByRole('group', { name: 'Centres' })).toHaveAccessibleDescription(
      'Choisissez au moins un centre pour un responsable de centre.',
    );
    await form.getByLabel('Nom d’utilisateur').fill(username);
    await form.getByLabel('Mot de passe initial').fill(password);
    await form.getByRole('radio', { name: 'Responsable de centre' }).check();
    await form.getByRole('checkbox', { name: 'Nice' }).check();
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(accounts.getByRole('status').first()).toHaveText(`Compte « ${username} » créé.`);
    const card = accounts.getByRole('article', { name: username });
    await expect(card).toContainText('Responsable de centre');
    await expect(card).toContainText('Nice');

    await card.getByRole('button', { name: `Modifier l’accès de ${username}` }).click();
    await card.getByRole('checkbox', { name: 'Perpignan' }).check();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(card.getByRole('status')).toHaveText('Accès mis à jour.');
    await expect(card).toContainText('Nice, Perpignan');
    await expectNoAxeViolations(page, 'comptes');

    // The manager, on another browser: their centres only in the filter, and no accounts screen.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    try {
      const manager = await other.newPage();
      await manager.goto(ADMIN);
      await manager.getByLabel('Nom d’utilisateur').fill(username);
      await manager.getByLabel('Mot de passe').fill(password);
      await manager.getByRole('button', { name: 'Se connecter' }).click();
      await expect(manager.getByRole('heading', { name: 'Réalisations', exact: true })).toBeVisible();
      await expect(manager.getByLabel('Centre', { exact: true }).locator('option')).toHaveText([
        'Tous les centres',
        'Perpignan',
        'Nice',
      ]);
      // Their navigation has no accounts, and the accounts' address says the section is not theirs.
      const sections = manager.getByRole('navigation', { name: 'Sections de l’administration' });
      // (On a phone « Réalisations » is under « Plus »: its link is in the page, not shown.)
      await expect(sections.locator('a[aria-current="page"]').first()).toHaveText('Réalisations');
      await expect(sections.locator('a', { hasText: 'Comptes' })).toHaveCount(0);
      await manager.goto('/admin/comptes');
      await expect(manager.getByText('Cette section est réservée aux administrateurs du réseau.')).toBeVisible();
      await expect(manager.getByRole('region', { name: 'Comptes' })).toHaveCount(0);

      page.once('dialog', (d) => void d.accept());
      await card.getByRole('button', { name: `Désactiver ${username}` }).click();
      await expect(card).toContainText('Désactivé');
      await manager.reload();
      await expect(manager.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    } finally {
      await other.close();
    }
  },
);
