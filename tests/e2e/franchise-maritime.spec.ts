import { chooseCentreBeforeVisit, expect, test } from './fixtures.js';

test.describe('franchise page', () => {
  test('shows the steps, the figures and the actions of the centre', async ({ page }) => {
    await chooseCentreBeforeVisit(page, 'montpellier');
    await page.goto('/montpellier/franchise');
    await expect(page.getByRole('heading', { level: 1, name: /^Devenez franchisé/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const strategy = page.getByRole('region', { name: 'Une stratégie de communication en 4 étapes' });
    await expect(strategy.getByRole('listitem')).toHaveCount(4);
    for (const step of ['Stratégie', 'Réseaux sociaux', 'Publicité', 'Événements']) {
      await expect(strategy.getByRole('heading', { level: 3, name: step, exact: true })).toBeVisible();
    }

    await expect(page.getByText('30 minutes maximum', { exact: true })).toBeVisible();
    for (const figure of ['500 K€', '+320 %', '50+']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    for (const group of ['Le réseau', 'Votre activité', 'Notre marketing']) {
      await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
    }

    for (const name of ['Discutons-en maintenant', 'Devenir franchisé']) {
      // In the page: the header's and the footer's « Devenir franchisé » lead to this page.
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/montpellier/contact',
      );
    }
    const brochure = page.getByRole('link', { name: 'Télécharger la brochure (PDF)' });
    await expect(brochure).toHaveAttribute('href', '/api/brochure/brochure-partenaires');
    await expect(brochure).toHaveAttribute('download', '');
  });
});

test.describe('maritime page', () => {
  test('shows the heading, opens the FAQ on click and asks for a boat or jet-ski quote at the centre', async ({
    page,
  }) => {
    await chooseCentreBeforeVisit(page, 'nice');
    await page.goto('/nice/maritime');
    await expect(page.getByRole('heading', { level: 1, name: /moteur marin/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Service mobile : Nice' })).toBeVisible();

    const faq = page.getByRole('region', { name: 'Questions fréquentes' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(4);
    const first = items.first();
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');

    // Every quote link asks this centre (it takes boats), prefilled with what the quote is for.
    const quotes = page.getByRole('link', { name: /^(Demander un devis|Devis pour un (bateau|jet-ski))$/ });
    await expect(quotes).toHaveCount(3);
    for (const link of await quotes.all()) {
      await expect(link).toHaveAttribute('href', /^\/nice\/contact\?vehicle=(Bateau|Jet-ski)&sujet=Bonjour/);
    }
  });
});
