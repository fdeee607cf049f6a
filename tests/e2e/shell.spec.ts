import { E2E_ADMIN } from './admin-account.mjs';
import { chooseCentreBeforeVisit, dismissCentreModal, expect, test, PHONE } from './fixtures.js';

const isPhone = (width: number | undefined) => (width ?? 1280) < 600;

test.describe('page frame', () => {
  test('home page has the header, the centres, the services and the footer, in French', PHONE, async ({ page }) => {
    await page.goto('/');
    await dismissCentreModal(page);
    await expect(page).toHaveTitle(/Ecuvia/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Nos centres' })).toBeVisible();
    for (const name of ['Montpellier', 'Béziers', 'Perpignan', 'Nice']) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /^Découvrir ce service/ })).toHaveCount(7);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Ecuvia Performance', { exact: false }).first()).toBeVisible();
    await expect(footer.getByRole('link', { name: 'contact@ecuvia.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@ecuvia.fr',
    );
    await expect(footer.getByRole('link', { name: /04 65 71 00 34/ })).toHaveAttribute('href', 'tel:+33465710034');
    await expect(footer.getByRole('link', { name: 'Instagram de Montpellier (nouvel onglet)' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'YouTube de Nice (nouvel onglet)' })).toBeVisible();
    for (const name of ['Mentions légales', 'Politique de confidentialité', 'Conditions générales', 'Plan du site']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
  });

  test('header navigation reaches every section (mobile menu adds Accueil)', PHONE, async ({ page, viewport }) => {
    await chooseCentreBeforeVisit(page, 'perpignan');
    await page.goto('/');
    await expect(page).toHaveURL(/\/perpignan$/);
    const portal = page.getByRole('link', { name: /Espace abonnés/ });
    await expect(portal).toHaveAttribute('href', 'https://fichiers.ecuvia.fr');
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true })).toBeVisible();

    const labels = ['Services', 'Reprogrammation', 'Maritime', 'Nos Réalisations', 'Devenir franchisé'];
    let nav = page.getByRole('navigation', { name: 'Navigation principale' });
    if (isPhone(viewport?.width)) {
      await expect(nav).toBeHidden();
      // The menu's button is its disclosure's `summary` (no ARIA role of its own to look it up by).
      nav = page.getByRole('navigation', { name: 'Navigation mobile' });
      await expect(nav).toBeHidden();
      await page.locator('summary', { hasText: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
        'href',
        '/perpignan/rendez-vous',
      );
    } else {
      await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Rendez-vous', exact: true })).toHaveAttribute(
        'href',
        '/perpignan/rendez-vous',
      );
    }
    for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();

    await nav.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/perpignan\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible();
    // The mobile menu closes after navigating.
    if (isPhone(viewport?.width))
      await expect(page.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden();
  });

  test('deep links load directly and survive a reload', async ({ page }) => {
    await page.goto('/montpellier/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: /^Découvrir ce service/ })).toHaveCount(7);
    await page.goto('/mentions-legales');
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  });

  test('every path change scrolls back to the top', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'nice');
    await page.goto('/nice');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan du site' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown centre leads back to the home page; an unknown address shows a French 404', async ({ page }) => {
    await page.goto('/atlantide');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/atlantide/contact');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/une/adresse/inconnue');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a centre home shows that centre', async ({ page }) => {
    await page.goto('/beziers');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Béziers');
    await expect(page.getByText('Du lundi au samedi')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reprogrammation moteur', exact: true })).toHaveAttribute(
      'href',
      '/beziers/services/reprogrammation-moteur',
    );
  });

  test('the skip link moves focus to the content', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'nice');
    await page.goto('/nice');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test('the GraphQL playground loads from this server only and runs a query', async ({ page, viewport }) => {
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // The editors are ready once the default query is in place.
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Reseau');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('Reseau'),
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  expect(JSON.stringify(await (await answer).json())).toContain('Ecuvia');
  // On a phone the editors are too narrow for CodeMirror to lay the result out; integrators use a desktop.
  if (!isPhone(viewport?.width)) await expect(page.locator('.result-window')).toContainText('Ecuvia');
});

test('the GraphQL playground sends its Headers tab, so admin operations can be tried', async ({ page, request }) => {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Reseau');
  await page.getByRole('button', { name: 'Headers' }).click();
  const headers = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden) .CodeMirror');
  await expect(headers).toBeVisible();
  // CodeMirror 5 keeps its instance on its element: set both editors' text as a user would have typed it.
  type Editor = HTMLElement & { CodeMirror: { setValue(text: string): void } };
  await headers.evaluate(
    (el, value) => (el as Editor).CodeMirror.setValue(value),
    JSON.stringify({ Authorization: `Bearer ${token}` }),
  );
  await page
    .locator('.graphiql-query-editor .CodeMirror')
    .evaluate((el) => (el as Editor).CodeMirror.setValue('query Moi { adminMe { username } }'));
  // GraphiQL takes in an edit after a short debounce, then stores it: from then on it runs the new operation.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('graphiql:query'))).toContain('adminMe');
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('adminMe'),
  );
  await page.getByRole('button', { name: /Execute query/i }).click();
  const response = await answer;
  expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
  expect(await response.json()).toEqual({ data: { adminMe: { username: E2E_ADMIN.username } } });
});
