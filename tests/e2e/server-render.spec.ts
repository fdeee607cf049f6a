import type { Page } from '@playwright/test';
import { PHONE, chooseCentreBeforeVisit, dismissCentreModal, expect, test } from './fixtures.js';

/**
 * Pages rendered on the gateway (decision 028): readable with scripts off, and with scripts on taken over by the
 * SPA without a hydration error, a second fetch of their data or a reload on the next link.
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a centre’s home, a service page and a legal page show their content', PHONE, async ({ page }) => {
    await page.goto('/montpellier');
    await expect(page.getByRole('heading', { level: 1, name: 'Reprogrammation moteur à Montpellier' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nos services' })).toBeVisible();
    await expect(page.getByText('56 Rue Léon Trotski, 34070 Montpellier').first()).toBeVisible();

    await page.goto('/montpellier/services/reprogrammation-ethanol');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of ['En détail', 'Véhicules concernés et tarifs', 'Déroulement']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }

    await page.goto('/mentions-legales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hébergement' })).toBeVisible();
    await expect(page.getByText('Ecuvia Performance').first()).toBeVisible();
  });

  test('the catalogue is reached by links down to a 2019 Peugeot 308’s engine page', async ({ page }) => {
    await page.goto('/montpellier/reprogrammation');
    // Each level's choices are links named by their `.choice__name` (plus counts and initials).
    const choose = (name: string) =>
      page
        .locator('main a.choice')
        .filter({ has: page.locator('.choice__name', { hasText: new RegExp(`^${name}$`) }) })
        .click();
    for (const level of ['Voiture', 'Peugeot', '308', '2019']) await choose(level);
    await expect(page).toHaveURL(/\/montpellier\/reprogrammation\/voiture\/peugeot\/308\/2019$/);
    await page.locator('main a[href*="/308/2019/"]').filter({ hasText: 'BlueHDi 130' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: /^Reprogrammation Peugeot 308 .*BlueHDi 130/ }),
    ).toBeVisible();
    const table = page.getByRole('table').first();
    await expect(table.getByRole('rowheader', { name: 'Origine' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Stage 1/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Origine.*130 ch/ })).toBeVisible();
  });

  test('the gallery’s tiles are links to each job’s page, which shows the job', async ({ page }) => {
    await page.goto('/montpellier/realisations');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos réalisations' })).toBeVisible();
    const tiles = page.locator('a.gallery-tile');
    expect(await tiles.count()).toBeGreaterThan(3);
    const title = (await tiles.first().locator('.gallery-tile__title').textContent())!;
    await tiles.first().click();
    await expect(page).toHaveURL(/\/montpellier\/realisations\/\d+-[a-z0-9-]+$/);
    const job = page.getByRole('dialog', { name: title });
    await expect(job.getByRole('heading', { name: title })).toBeVisible();
  });

  test('« Voir plus » is a link to the next jobs of the gallery', async ({ page }) => {
    await page.goto('/realisations');
    const tiles = page.locator('a.gallery-tile .gallery-tile__title');
    await expect(tiles).toHaveCount(12);
    const first = await tiles.allTextContents();
    await page.getByRole('link', { name: 'Voir plus' }).click();
    await expect(page).toHaveURL(/\/realisations\?apres=/);
    const next = await tiles.allTextContents();
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((title) => first.includes(title))).toEqual([]);
    await page.getByRole('link', { name: 'Revenir au début de la galerie' }).click();
    await expect(tiles).toHaveCount(12);
  });

  test('on a phone, the menu is closed and opens by its button, by pointer or keyboard', PHONE, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/montpellier/franchise');
    const menu = page.getByRole('navigation', { name: 'Navigation mobile' });
    const button = page.locator('summary', { hasText: 'Menu' });
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Maritime' }).click();
    await expect(page).toHaveURL(/\/montpellier\/maritime$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(button).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  });

  test(
    'the contact form is sent: its mistakes shown with what was typed, then its receipt',
    PHONE,
    async ({ page }) => {
      await page.goto('/montpellier/contact');
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      await page.getByLabel('Message *').fill('Bonjour, un devis pour une vidange, s’il vous plaît.');
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      // The gateway's answer: the same page, each message beside its field, what was typed still there.
      await expect(page).toHaveURL(/\/montpellier\/contact$/);
      const summary = page.getByRole('alert').filter({ hasText: 'Votre demande n’est pas envoyée' });
      await expect(summary.getByRole('link', { name: 'Indiquez votre nom.' })).toBeVisible();
      await expect(page.getByLabel('Nom *')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Nom *')).toHaveAccessibleDescription('Indiquez votre nom.');
      await expect(page.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
      await expect(page.getByLabel('Message *')).toHaveValue('Bonjour, un devis pour une vidange, s’il vous plaît.');

      await page.getByLabel('Nom *').fill('Camille Martin');
      await page.getByRole('checkbox', { name: /J’accepte/ }).check();
      await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page).toHaveURL(/\/montpellier\/contact\?demande=[0-9A-F]{8}$/);
      const receipt = page.getByRole('status');
      await expect(receipt.getByText('Merci, votre demande est envoyée')).toBeVisible();
      await expect(receipt.getByRole('definition').first()).toHaveText(/^[0-9A-F]{8}$/);
      await expect(receipt).toContainText('Montpellier');
    },
  );
});

/** Every kind of public page, as the SPA's route table has them. */
const PUBLIC_PAGES = [
  '/',
  '/montpellier',
  '/services',
  '/montpellier/services',
  '/montpellier/services/reprogrammation-moteur',
  '/montpellier/reprogrammation',
  '/montpellier/reprogrammation/voiture/peugeot',
  '/montpellier/reprogrammation/voiture/peugeot/308/2019',
  '/montpellier/reprogrammation/voiture/peugeot/308/2019/1-5-bluehdi-130-ii-t9',
  '/montpellier/realisations',
  '/montpellier/franchise',
  '/montpellier/maritime',
  '/montpellier/contact',
  '/mentions-legales',
  '/confidentialite',
  '/conditions',
  '/sitemap',
];

/** The `<title>` of an HTML document, its entities decoded. */
const titleOf = (html: string) =>
  /<title>([^<]*)<\/title>/
    .exec(html)![1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** GraphQL operations the page asked for, by name, from the moment this is called. */
function operationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? request.url());
  });
  return names;
}

test.describe('with JavaScript on', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} hydrates without an error or a second fetch, and its links do not reload`, async ({
      page,
      pageProblems,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const operations = operationsOf(page);
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      // The document came rendered, and the SPA took it over.
      const html = await response!.text();
      expect(html).toMatch(/<div id="root">(<link [^>]*>)*<a class="skip-link"/);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The title the SPA sets is the one the HTML came with.
      expect(await page.title()).toBe(titleOf(html));
      // The landing page fetches the configurator's first lists ahead of a click, on purpose (when idle).
      expect(operations.filter((name) => !['VehicleTypes', 'Manufacturers'].includes(name))).toEqual([]);
      // A visit without a chosen centre gets the modal after its delay, whenever that comes: it stays in the way of
      // the links, and is closed when it does.
      const modal = page.getByRole('dialog', { name: 'Choisissez votre centre' });
      await page.addLocatorHandler(modal, () => modal.getByRole('button', { name: 'Continuer sans choisir' }).click());

      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      const [link, to] = path === '/sitemap' ? ['Mentions légales', '/mentions-legales'] : ['Plan du site', '/sitemap'];
      await page.locator('footer').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(pageProblems).toEqual([]);
      expect(warnings.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
    });
  }

  test('« Page introuvable » hydrates without an error and shows again after client-side navigations', async ({
    page,
    pageProblems,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/pas/une-page');
    expect(response!.status()).toBe(404);
    const html = await response!.text();
    expect(html).toMatch(/<div id="root">(<link [^>]*>)*<a class="skip-link"/);
    const heading = page.getByRole('heading', { level: 1, name: 'Page introuvable' });
    await expect(heading).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(titleOf(html));

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('main').getByRole('link', { name: 'Plan du site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
    await page.goBack();
    await expect(heading).toBeVisible();
    // An address of the SPA's own history that names an unknown vehicle (React Router follows popstate).
    await page.evaluate(() => {
      history.pushState(null, '', '/montpellier/reprogrammation/voiture/peugeot/909');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('status').filter({ hasText: 'Modèle introuvable' })).toBeVisible();
    await expect(heading).toBeVisible();
    expect(await page.title()).toBe('Page introuvable | Ecuvia');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(pageProblems).toEqual([]);
    expect(warnings.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  });

  test('« Voir plus » adds the next jobs below, without leaving the page', async ({ page }) => {
    await page.goto('/realisations');
    await dismissCentreModal(page);
    const tiles = page.locator('a.gallery-tile');
    await expect(tiles).toHaveCount(12);
    await page.getByRole('link', { name: 'Voir plus' }).click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(12);
    await expect(page).toHaveURL(/\/realisations$/);
  });

  test('a job’s page hydrates with its lightbox open', async ({ page }) => {
    await page.goto('/montpellier/realisations');
    const href = (await page.locator('a.gallery-tile').first().getAttribute('href'))!;
    const operations = operationsOf(page);
    const response = await page.goto(href);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual([]);
    const title = titleOf(await response!.text());
    expect(title).toMatch(/ à (Montpellier|Béziers|Perpignan|Nice) \| Ecuvia$/);
    expect(await page.title()).toBe(title);
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await expect(page).toHaveURL(/\/montpellier\/realisations$/);
  });

  test('a chosen centre is known to the server: `/` and the centreless pages redirect to it', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'nice');
    // The first page copies the stored choice into the cookie…
    await page.goto('/mentions-legales');
    await expect(page.getByRole('button', { name: /Centre actuel : Nice/ })).toBeVisible();
    // …and from then on the server sends the visitor on, with no client-side detour.
    const home = await page.goto('/');
    expect(home!.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/nice$/);
    const services = await page.goto('/services?source=test');
    expect(services!.request().redirectedFrom()).not.toBeNull();
    await expect(page).toHaveURL(/\/nice\/services\?source=test$/);
  });
});
