import type { APIRequestContext, Page } from '@playwright/test';
import { ROUTES } from '@garage/contract/route-manifest';
import { E2E_ADMIN } from './admin-account.mjs';
import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';
import { layoutProblemsAtEveryWidth } from './layout-checks.js';

/*
 * Layout as a phone visitor sees it: axe and role queries pass on a page that is wider than the screen or whose
 * buttons sit on top of each other, so these tests measure boxes. Each sets its own viewport: they run in the
 * desktop project only.
 */

const CENTRE = 'montpellier';
const ENGINE = `/${CENTRE}/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-100`;

/** Every page of the site with a chosen centre, one per page type of the route table (services and jobs aside). */
const PAGES = [
  `/${CENTRE}`,
  `/${CENTRE}/services`,
  // The configurator, from its first level down to an engine page.
  `/${CENTRE}/reprogrammation`,
  `/${CENTRE}/reprogrammation/voiture`,
  `/${CENTRE}/reprogrammation/voiture/peugeot`,
  `/${CENTRE}/reprogrammation/voiture/peugeot/308`,
  `/${CENTRE}/reprogrammation/voiture/peugeot/308/2019`,
  ENGINE,
  `/${CENTRE}/realisations`,
  `/${CENTRE}/franchise`,
  `/${CENTRE}/maritime`,
  `/${CENTRE}/contact`,
  `/${CENTRE}/rendez-vous`,
  // The page of the e-mail's link, opened without its token: it says so.
  '/mon-rendez-vous',
  '/mentions-legales',
  '/confidentialite',
  '/conditions',
  '/sitemap',
  '/cette-page/n-existe-pas',
];
const SERVICE_PAGE = `/${CENTRE}/services/:service`;
const REALISATION_PAGE = `/${CENTRE}/realisations/:realisation`;

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', { data: { query } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Opens a page as a visitor who chose a centre, and waits for its heading and its data. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the route table has a page in these tests for every route', () => {
  // Relative patterns are a centre's pages (`/{center}/…`); their centreless forms redirect to them.
  const absolute = ROUTES.filter((r) => r.scope === 'site').flatMap((r) => r.patterns);
  const relative = ROUTES.filter((r) => r.scope === 'centre').flatMap((r) => r.patterns.map((p) => `/:center/${p}`));
  const tested = ['/', ...PAGES, SERVICE_PAGE, REALISATION_PAGE, ...ADMIN_SECTION_PAGES].map((url) =>
    url.replace(`/${CENTRE}`, '/:center'),
  );
  const covered = (pattern: string) =>
    pattern === '*'
      ? tested.includes('/cette-page/n-existe-pas')
      : tested.some((url) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(url));
  const routes = [...absolute, ...relative, '/:center', '*'];
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter((route) => !covered(route))).toEqual([]);
});

for (const url of PAGES) {
  test(`${url}: no wider than the screen, nothing covers a control, images sized, at 320 to 1280 px`, async ({
    page,
  }) => {
    await chooseCentreBeforeVisit(page, CENTRE);
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, url);
    expect(await layoutProblemsAtEveryWidth(page, url)).toEqual([]);
  });
}

test('every service page at 320 to 1280 px', async ({ page, request }) => {
  const { services } = await graphql<{ services: { slug: string }[] }>(request, '{ services { slug } }');
  expect(services.length).toBeGreaterThan(0);
  await chooseCentreBeforeVisit(page, CENTRE);
  const problems: string[] = [];
  for (const { slug } of services) {
    const url = SERVICE_PAGE.replace(':service', slug);
    await page.setViewportSize({ width: 320, height: 640 });
    await visit(page, url);
    problems.push(...(await layoutProblemsAtEveryWidth(page, url)));
  }
  expect(problems).toEqual([]);
});

test('a realisation page (the gallery with its lightbox open) at 320 to 1280 px', async ({ page, request }) => {
  const { realisations } = await graphql<{ realisations: { nodes: { id: string; slug: string }[] } }>(
    request,
    `{ realisations(centre: "${CENTRE}", type: "video", first: 1) { nodes { id slug } } }`,
  );
  const job = realisations.nodes[0]!;
  const url = REALISATION_PAGE.replace(':realisation', `${job.id}-${job.slug}`);
  await chooseCentreBeforeVisit(page, CENTRE);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(url);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutProblemsAtEveryWidth(page, url)).toEqual([]);
});

test('the first visit: the centre modal, then the home page behind it, at 320 to 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  const problems = await layoutProblemsAtEveryWidth(page, '/ (fenêtre des centres)');
  await dialog.getByRole('button', { name: 'Continuer sans choisir' }).click();
  await expect(dialog).toBeHidden();
  problems.push(...(await layoutProblemsAtEveryWidth(page, '/')));
  expect(problems).toEqual([]);
});

/** A realisation with a long title put in the trash through the API, so the admin's « Corbeille » has an entry. */
async function trashOne(request: APIRequestContext) {
  const call = async <T>(query: string, variables: object, token?: string) => {
    const headers: Record<string, string> = token ? { Authorization: `Basic ${token}` } : {};
    const response = await request.post('/graphql', { data: { query, variables }, headers });
    return ((await response.json()) as { data: T }).data;
  };
  const { adminLogin } = await call<{ adminLogin: { token: string } }>(
    'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { ... on AdminSession { token } } }',
    { u: E2E_ADMIN.username, p: E2E_ADMIN.password },
  );
  const { createRealisation } = await call<{ createRealisation: { id: string } }>(
    'mutation ($input: RealisationInput!) { createRealisation(input: $input) { ... on AdminRealisation { id } } }',
    {
      input: {
        centre: CENTRE,
        title: 'Volkswagen Transporter T6.1 2.0 TDI 150 : stage 1 et vidange de boîte DSG en corbeille',
        vehicleInfo: { brand: 'Volkswagen', model: 'Transporter', year: 2021 },
      },
    },
    adminLogin.token,
  );
  await call('mutation ($id: ID!) { deleteRealisation(id: $id) }', { id: createRealisation.id }, adminLogin.token);
}

/** A contact request as the contact form sends it, so the admin's « Demandes de contact » has an entry. */
async function sendContactRequest(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }',
      variables: {
        input: {
          name: 'Camille Fontaine',
          email: 'camille.fontaine@example.org',
          message: 'Bonjour, quel gain pour ma Clio en stage 1 ?',
          centre: CENTRE,
          consent: true,
        },
      },
    },
  });
  expect(((await response.json()) as { data: { submitContactRequest: { __typename: string } } }).data).toEqual({
    submitContactRequest: { __typename: 'ContactRequestAccepted' },
  });
}

/** Every section of the admin, by its address (the spec's gallery manager for « Réalisations »). */
const ADMIN_SECTION_PAGES = [
  '/admin',
  '/admin/agenda',
  '/admin/demandes',
  '/realisations/admin',
  '/admin/chiffres',
  '/admin/comptes',
  '/admin/e-mails',
  '/admin/securite',
];

test('the admin screens: sign-in, every section, the realisation dialog, at 320 to 1280 px', async ({
  page,
  request,
}) => {
  await trashOne(request);
  await sendContactRequest(request);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/realisations/admin');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  const problems = await layoutProblemsAtEveryWidth(page, 'connexion');
  await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  await expect(page.locator('.admin-trash__item').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  problems.push(...(await layoutProblemsAtEveryWidth(page, 'tableau des réalisations et corbeille')));
  for (const section of ADMIN_SECTION_PAGES.filter((path) => path !== '/realisations/admin')) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(section);
    await expect(page.locator('.admin-shell__main h2').first()).toBeVisible();
    if (section === '/admin/demandes') await expect(page.locator('.admin-request').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    problems.push(...(await layoutProblemsAtEveryWidth(page, `section ${section}`)));
  }
  await page.goto('/realisations/admin');
  await expect(page.locator('.admin-table tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle Réalisation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  problems.push(...(await layoutProblemsAtEveryWidth(page, 'fenêtre de réalisation')));
  expect(problems).toEqual([]);
});

test('at 360×640 the centre list scrolls under an opaque bar whose buttons nothing covers', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Choisissez votre centre' });
  await expect(dialog).toBeVisible();
  const buttons = [
    dialog.getByRole('button', { name: 'Continuer sans choisir' }),
    dialog.getByRole('button', { name: 'Confirmer la sélection' }),
  ];
  for (const button of buttons) {
    // The element at the centre of the button is the button itself (or its text), not a centre's row.
    const onTop = await button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === element || element.contains(hit);
    });
    expect(onTop, (await button.textContent()) ?? '').toBe(true);
  }
  const barColour = await buttons[0]!.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor);
  expect(barColour).not.toMatch(/rgba\(.*, 0\)|transparent/);

  // The last centre is reached by scrolling the list, and is then clear of the buttons.
  const last = dialog.getByRole('radio').last();
  await last.scrollIntoViewIfNeeded();
  const lastBox = (await last.boundingBox())!;
  const barTop = (await buttons[0]!.evaluate((element) => element.parentElement!.getBoundingClientRect().top))!;
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);
  await last.check();
  await expect(buttons[1]!).toBeEnabled();
});

test('the menu button shows on a phone only', async ({ page }) => {
  await chooseCentreBeforeVisit(page, 'montpellier');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/montpellier');
  const menu = page.locator('summary', { hasText: 'Menu' });
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Services' }).first()).toBeVisible();
  await expect(menu).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(menu).toBeVisible();
});

test('the lightbox: no empty band under the media on a desktop, focus on « Fermer », kept inside, then given back', async ({
  page,
}) => {
  await chooseCentreBeforeVisit(page, CENTRE);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${CENTRE}/realisations`);
  const tile = page.locator('.gallery-tile').first();
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();

  // The media column is as tall as the dialog: its last control ends at the stage's bottom, less its padding.
  const gap = await dialog.locator('.lightbox__stage').evaluate((stage) => {
    const last = stage.lastElementChild!.getBoundingClientRect();
    return stage.getBoundingClientRect().bottom - last.bottom;
  });
  expect(gap).toBeLessThanOrEqual(16);
  // The details scroll beside it, each part at its full height (the gains table is not squeezed to nothing).
  const gains = dialog.locator('.lightbox__gains');
  expect(await gains.evaluate((section) => section.clientHeight >= section.scrollHeight - 1)).toBe(true);

  // Tab and Shift+Tab go round the dialog's controls and never leave it.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();
});
