import type { Page } from '@playwright/test';
import { chooseCentreBeforeVisit, expect, test, PHONE } from './fixtures.js';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Choisissez votre centre' });
const ANTIBES = { latitude: 43.58, longitude: 7.12 }; // nearest centre: Nice

test.describe('first visit', () => {
  test(
    'the modal opens about one second after landing, and a choice leads to the centre home',
    PHONE,
    async ({ page }) => {
      // The page's clock stands still until the test moves it: the delay is checked whatever the machine's speed.
      // The installed clock runs until paused, and pausing in its past is refused: it starts a minute early.
      const arrival = new Date('2026-03-02T09:00:00+01:00');
      await page.clock.install({ time: new Date(arrival.getTime() - 60_000) });
      await page.clock.pauseAt(arrival);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page arrives rendered; the delay runs from the moment the app runs (the fixture's `goto` waits for it).
      await page.clock.runFor(900);
      await expect(modal(page)).toBeHidden();
      await page.clock.runFor(150);
      await expect(modal(page)).toBeVisible();
      await page.clock.resume();

      const confirm = modal(page).getByRole('button', { name: 'Confirmer la sélection' });
      await expect(confirm).toBeDisabled();
      await expect(modal(page).getByRole('radio', { checked: true })).toHaveCount(0);
      // The page behind does not scroll.
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

      await modal(page)
        .getByRole('radio', { name: /Béziers/ })
        .check();
      await expect(confirm).toBeEnabled();
      await confirm.click();
      await expect(page).toHaveURL(/\/beziers$/);
      await expect(modal(page)).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

      // The choice persists across a reload and a new visit of the landing page.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Béziers');
      await page.goto('/');
      await expect(page).toHaveURL(/\/beziers$/);
    },
  );

  test('Escape leaves it as « Continuer sans choisir » does, remembered for the visit', PHONE, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(modal(page)).toBeVisible();
    // A phone shows three centres whole at once, addresses and phones included.
    const whole = () =>
      page.evaluate(() => {
        const list = document.querySelector('.centre-modal__options')!.getBoundingClientRect();
        return Array.from(document.querySelectorAll('.centre-option')).filter((option) => {
          const box = option.getBoundingClientRect();
          return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
        }).length;
      });
    await expect.poll(whole).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // The landing page does not ask again during the visit: not after a reload, nor after another page.
    await page.reload();
    await page.getByRole('link', { name: 'Trouver mon véhicule' }).waitFor();
    await page.waitForTimeout(1500); // the modal opens after 1 s when it is to open
    await expect(modal(page)).toBeHidden();
    // A page that needs a centre still asks for one, and the explicit button leaves it too.
    await page.goto('/services');
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Continuer sans choisir' }).click();
    await expect(modal(page)).toBeHidden();
    // A new visit (a new tab's session) asks again.
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(modal(other)).toBeVisible();
  });
});

test.describe('geolocation', () => {
  test.use({ geolocation: ANTIBES, permissions: ['geolocation'] });

  test('suggests and pre-selects the nearest centre', async ({ page }) => {
    await page.goto('/');
    const nice = modal(page).locator('.centre-option', { hasText: 'Nice' });
    await expect(nice.getByText('Le plus proche')).toBeVisible();
    await expect(nice.getByText('Centre recommandé')).toBeVisible();
    await expect(modal(page).getByRole('radio', { name: /Nice/ })).toBeChecked();
    await expect(modal(page).getByText('Le plus proche', { exact: true })).toHaveCount(1);
    await modal(page).getByRole('button', { name: 'Confirmer la sélection' }).click();
    await expect(page).toHaveURL(/\/nice$/);
  });

  test('the position button shows its busy text and suggests again', async ({ page, context }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier');
    await page.getByRole('button', { name: /Centre actuel/ }).click();
    // Geolocation answers only when the test lets it: the busy text shows meanwhile, however slow the machine.
    await page.evaluate(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      const held = window as unknown as { answerPosition?: () => void };
      navigator.geolocation.getCurrentPosition = (ok, ko, options) => {
        held.answerPosition = () => original(ok, ko, options);
      };
    });
    await context.setGeolocation({ latitude: 42.7, longitude: 2.9 }); // near Perpignan
    await modal(page).getByRole('button', { name: 'Utiliser ma position' }).click();
    await expect(modal(page).getByRole('button', { name: 'Localisation en cours...' })).toBeDisabled();
    await page.evaluate(() => (window as unknown as { answerPosition: () => void }).answerPosition());
    await expect(
      modal(page).locator('.centre-option', { hasText: 'Perpignan' }).getByText('Le plus proche'),
    ).toBeVisible();
    await expect(modal(page).getByRole('radio', { name: /Perpignan/ })).toBeChecked();
  });
});

test.describe('geolocation refused', () => {
  test.use({ permissions: [] });

  test('the list still works, with a short note', async ({ page }) => {
    await page.goto('/');
    await expect(modal(page).getByText('Localisation refusée : choisissez votre centre dans la liste.')).toBeVisible();
    await expect(modal(page).getByText('Le plus proche', { exact: true })).toHaveCount(0);
    await modal(page)
      .getByRole('radio', { name: /Perpignan/ })
      .check();
    await modal(page).getByRole('button', { name: 'Confirmer la sélection' }).click();
    await expect(page).toHaveURL(/\/perpignan$/);
  });
});

test.describe('pages that need a centre', () => {
  const pages = ['services', 'reprogrammation', 'realisations', 'franchise', 'maritime', 'contact'];

  test('with a chosen centre, the centreless form redirects to that centre’s page', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'perpignan');
    for (const name of pages) {
      await page.goto(`/${name}`);
      await expect(page).toHaveURL(new RegExp(`/perpignan/${name}$`));
    }
    await page.goto('/services/banc-puissance?source=test');
    await expect(page).toHaveURL(/\/perpignan\/services\/banc-puissance\?source=test$/);
  });

  test('without a chosen centre, the page asks for one and choosing goes to the centre’s version', async ({ page }) => {
    for (const name of pages) {
      await page.goto(`/${name}`);
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).getByText('Veuillez sélectionner votre centre pour continuer')).toBeVisible();
    }
    await modal(page)
      .getByRole('radio', { name: /Montpellier/ })
      .check();
    await modal(page).getByRole('button', { name: 'Confirmer la sélection' }).click();
    await expect(page).toHaveURL(/\/montpellier\/contact$/);
  });

  test('a route centre is selected by visiting it; an unknown centre leads to /', async ({ page }) => {
    await page.goto('/nice/maritime');
    await expect(page.getByRole('button', { name: /Centre actuel/ })).toContainText('Nice');
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/nice\/contact$/);
    for (const name of pages) {
      await page.goto(`/atlantide/${name}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(nice)?$/);
    }
  });

  test('an unknown service slug leads to the centre’s services list', async ({ page }) => {
    await page.goto('/beziers/services/vidange-gratuite');
    await expect(page).toHaveURL(/\/beziers\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible();
  });

  test('the reading-A centre links resolve like /{center}', async ({ page }) => {
    const links: [string, string][] = [
      ['montpellier', 'Montpellier'],
      ['beziers', 'Béziers'],
      ['perpignan', 'Perpignan'],
      ['nice', 'Nice'],
    ];
    for (const [id, name] of links) {
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    }
  });
});

test.describe('the modal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies an address, with a check mark for two seconds', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Copier l’adresse de Montpellier' }).click();
    const copied = page.getByRole('button', { name: 'Adresse de Montpellier copiée' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('56 Rue Léon Trotski, 34070 Montpellier');
    await expect(copied).toBeHidden({ timeout: 3500 });
    await expect(page.getByRole('button', { name: 'Copier l’adresse de Montpellier' })).toBeVisible();
  });

  test('the bar above the header reopens it, empty; Escape closes it and focus returns', PHONE, async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'beziers');
    await page.goto('/beziers/services');
    const floating = page.getByRole('button', { name: /Centre actuel/ });
    await expect(floating).toContainText('Béziers');
    // On a phone the same bar calls the centre and names the subscribers' portal in words; nothing floats.
    await expect(page.getByRole('link', { name: /^Appeler/ })).toHaveAttribute('href', 'tel:+33465710035');
    await expect(page.getByRole('link', { name: /^Espace abonnés/ })).toHaveAttribute('target', '_blank');
    expect(
      await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('body *')).filter((e) => getComputedStyle(e).position === 'fixed')
            .length,
      ),
    ).toBe(0);
    await floating.focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(
      modal(page).locator('.centre-option', { hasText: 'Béziers' }).getByText('Centre actuel'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(floating).toBeFocused();
  });

  test('works with the keyboard alone, focus staying inside', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/services');
    await page.getByRole('button', { name: /Centre actuel/ }).focus();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    // Tab through everything a few times: focus never leaves the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await modal(page).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown'); // Béziers
    await page.keyboard.press('ArrowDown'); // Perpignan
    await expect(modal(page).getByRole('radio', { name: /Perpignan/ })).toBeChecked();
    await page.keyboard.press('Enter'); // submits the form
    await expect(page).toHaveURL(/\/perpignan\/services$/);
  });
});
