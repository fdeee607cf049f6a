import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './admin-account.mjs';
import { expect, PHONE, test } from './fixtures.js';

/** The sections in the navigation's order, their addresses, and the heading each opens on. */
const SECTIONS = [
  { label: 'Aujourd’hui', path: '/admin' },
  { label: 'Agenda', path: '/admin/agenda' },
  { label: 'Demandes', path: '/admin/demandes' },
  { label: 'Réalisations', path: '/realisations/admin' },
  { label: 'Chiffres', path: '/admin/chiffres' },
  { label: 'Comptes', path: '/admin/comptes' },
  { label: 'E-mails', path: '/admin/e-mails' },
  { label: 'Sécurité', path: '/admin/securite' },
];

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Sections de l’administration' });

/** Follows a section's link of the navigation: on a phone, the ones past the bottom bar are under « Plus ». */
async function openFromNavigation(page: Page, label: string) {
  const link = navigation(page).getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await navigation(page).getByText('Plus', { exact: true }).click();
  await link.click();
}

test(
  '`/admin` asks to sign in, opens on « Aujourd’hui », and every section has its address, kept over a reload and by Back',
  PHONE,
  async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    // No public header in the admin's frame.
    await expect(page.getByRole('link', { name: 'Devenir franchisé' })).toHaveCount(0);
    await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(navigation(page).getByRole('link', { name: 'Aujourd’hui' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page).toHaveTitle('Aujourd’hui · Administration | Ecuvia');

    for (const { label, path } of SECTIONS.slice(1)) {
      await openFromNavigation(page, label);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(`${label} · Administration | Ecuvia`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: `Administration : ${label}` })).toBeAttached();
      // The navigation marks it (on a phone, inside « Plus » for the sections past the bottom bar).
      await expect(navigation(page).locator('a[aria-current="page"]').first()).toHaveText(label);
    }
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/e-mails$/);
    await expect(page).toHaveTitle('E-mails · Administration | Ecuvia');

    await page.goto('/admin/nulle-part');
    await expect(page.getByRole('heading', { name: 'Section introuvable' }).last()).toBeVisible();
  },
);

test('the link of a centre’s notice opens its booking in the agenda, on its day, after signing in', async ({
  page,
  request,
}) => {
  const call = async <T>(query: string, variables: object, token?: string) => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { Authorization: `Basic ${token}` } : {},
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const { adminLogin } = await call<{ adminLogin: { token: string } }>(
    'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { ... on AdminSession { token } } }',
    { u: E2E_ADMIN.username, p: E2E_ADMIN.password },
  );
  const token = adminLogin.token;
  const { adminBookingSlots } = await call<{
    adminBookingSlots: { days: { date: string; slots: { time: string }[] }[] };
  }>(
    'query { adminBookingSlots(centre: "beziers", service: "diagnostic-auto") { days { date slots { time } } } }',
    {},
    token,
  );
  // A day some weeks ahead, so that the agenda has to open on it.
  const day = adminBookingSlots.days.filter((d) => d.slots.length > 0)[10]!;
  const { adminCreateBooking } = await call<{ adminCreateBooking: { __typename: string; id: string } }>(
    'mutation ($input: PhoneBookingInput!) { adminCreateBooking(input: $input) { __typename ... on AgendaBookingCreated { id } } }',
    {
      input: {
        centre: 'beziers',
        service: 'diagnostic-auto',
        date: day.date,
        time: day.slots[0]!.time,
        name: 'Inès Lien',
        phone: '06 22 33 44 55',
      },
    },
    token,
  );
  expect(adminCreateBooking.__typename).toBe('AgendaBookingCreated');

  // As the notice's link writes it (tests/api/outbox.test.ts checks the e-mail's).
  await page.goto(`/admin/agenda?centre=beziers&jour=${day.date}&rdv=${adminCreateBooking.id}`);
  await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
  await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByLabel('Centre de l’agenda')).toHaveValue('beziers');
  const item = page.locator(`#rdv-${adminCreateBooking.id}`);
  await expect(item).toBeFocused();
  await expect(item).toContainText('Inès Lien');
});
