import type { APIRequestContext } from '@playwright/test';
import { totpCode } from '../../gateway/src/auth/totp.js';
import { E2E_ADMIN } from './admin-account.mjs';
import { expect, test } from './fixtures.js';

/** The admin's « Sécurité » section, where two-factor sign-in is set. */
const ADMIN = '/admin/securite';

async function graphql(request: APIRequestContext, query: string, variables: object, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Basic ${token}` } : {},
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { data: Record<string, { __typename: string; token?: string }> };
}

test('two-factor sign-in: enrol from the admin with the QR code’s secret, then sign in with a code of the app', async ({
  page,
  request,
}) => {
  // A session opened before enrolling, with the password alone: enrolment ends it.
  const { data } = await graphql(
    request,
    'mutation ($u: String!, $p: String!) { adminLogin(username: $u, password: $p) { __typename ... on AdminSession { token } } }',
    { u: E2E_ADMIN.username, p: E2E_ADMIN.password },
  );
  const older = data.adminLogin!.token!;
  /** The recovery codes shown, for turning two-factor off again at the end, whatever happens. */
  let recoveryCodes: string[] = [];
  const signIn = async () => {
    await page.getByLabel('Nom d’utilisateur').fill(E2E_ADMIN.username);
    await page.getByLabel('Mot de passe').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };
  try {
    await page.goto(ADMIN);
    await signIn();
    const section = page.getByRole('region', { name: 'Double authentification' });
    await expect(section.getByText('Non activée.')).toBeVisible();
    // The password is asked again before any secret is shown.
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();
    await expect(section.getByRole('alert')).toHaveText('Saisissez votre mot de passe.');
    await section.getByLabel('Votre mot de passe, pour confirmer que c’est bien vous').fill(E2E_ADMIN.password);
    await section.getByRole('button', { name: 'Activer la double authentification' }).click();

    const qr = section.getByRole('img', { name: /QR code de la double authentification/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // What a person would type into the app when the QR code cannot be read.
    const secret = (await section.getByLabel('Clé secrète').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel('Code affiché par l’application').fill(totpCode(secret, Date.now()));
    await section.getByRole('button', { name: 'Confirmer l’activation' }).click();

    const codes = section.getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    recoveryCodes = await codes.allTextContents();
    const olderStatus = await request.get('/api/admin/status', { headers: { Authorization: `Basic ${older}` } });
    expect(olderStatus.status()).toBe(401);
    await section.getByRole('button', { name: 'J’ai noté mes codes de secours' }).click();
    await expect(section.getByText(/^Activée depuis le .* · 10 codes de secours restants$/)).toBeVisible();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await signIn();
    const code = page.getByLabel('Code à 6 chiffres');
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code incorrect ou déjà utilisé');
    // The next step's code: the current one confirmed the enrolment and cannot be used twice.
    await code.fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText(`Connecté en tant que ${E2E_ADMIN.username}`)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Double authentification' }).getByText(/10 codes de secours restants/),
    ).toBeVisible();
  } finally {
    // Back to the password alone for the other tests: a session of its own (a recovery code), then off with the
    // password and another recovery code.
    if (recoveryCodes.length) {
      const first = await request.post('/api/admin/login', { data: E2E_ADMIN });
      const { challenge } = ((await first.json()) as { data: { challenge: string } }).data;
      const second = await request.post('/api/admin/login/totp', { data: { challenge, code: recoveryCodes[0] } });
      const { token } = ((await second.json()) as { data: { token: string } }).data;
      const off = await graphql(
        request,
        'mutation ($p: String, $c: String) { disableTwoFactor(password: $p, code: $c) { __typename } }',
        { p: E2E_ADMIN.password, c: recoveryCodes[1] },
        token,
      );
      expect(off.data.disableTwoFactor?.__typename).toBe('AdminTwoFactorStatus');
    }
  }
});
