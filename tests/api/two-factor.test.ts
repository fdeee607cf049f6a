import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import {
  CHALLENGE_MAX_ATTEMPTS,
  SIGN_IN_MESSAGES,
  completeTwoFactorSignIn,
  signIn as signInService,
  type AuthSettings,
} from '../../gateway/src/auth/sessions.js';
import { totpCode } from '../../gateway/src/auth/totp.js';
import { AdminUser } from '../../gateway/src/entities/admin.js';
import { InvalidInputError } from '../../gateway/src/lib/domain-errors.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { signInPort } from '../../gateway/src/services/admin/sign-in-port.js';
import {
  TWO_FACTOR_MESSAGES,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  startTwoFactorEnrolment,
  twoFactorStatus,
} from '../../gateway/src/services/admin/two-factor.js';
import { adminEnv, call, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

const PASSWORD = 'mot-de-passe-du-test-2fa';
const STEP = 30_000;
/** The fixed clock of the service tests: the middle of a 30-second step. */
const T = Date.UTC(2026, 10, 25, 12, 0, 15);
const SETTINGS: AuthSettings = {
  sessionIdleMs: 3_600_000,
  sessionMaxMs: 86_400_000,
  lockoutMaxMs: 60_000,
  requireTwoFactor: false,
  accounts: signInPort,
};

const START = `mutation ($password: String) {
  startTwoFactorEnrolment(password: $password) {
    __typename
    ... on TwoFactorEnrolment { secret uri qrCode }
    ... on TwoFactorRefused { code message }
  }
}`;
const DISABLE = `mutation ($password: String, $code: String) {
  disableTwoFactor(password: $password, code: $code) {
    __typename
    ... on AdminTwoFactorStatus { enabled }
    ... on TwoFactorRefused { code message }
  }
}`;
const CONFIRM = `mutation ($code: String!) {
  confirmTwoFactorEnrolment(code: $code) {
    __typename
    ... on TwoFactorRecoveryCodes { codes }
    ... on TwoFactorRefused { code message }
  }
}`;
const LOGIN = `mutation ($username: String!, $password: String!) {
  adminLogin(username: $username, password: $password) {
    __typename
    ... on AdminSession { token username }
    ... on AdminTwoFactorChallenge { challenge expiresAt }
    ... on AdminLoginRejected { code message }
  }
}`;
const LOGIN_TWO_FACTOR = `mutation ($challenge: String!, $code: String!) {
  adminLoginTwoFactor(challenge: $challenge, code: $code) {
    __typename
    ... on AdminSession { token username }
    ... on AdminLoginRejected { code message }
  }
}`;
const STATUS = `{ adminTwoFactor { enabled enabledAt recoveryCodesLeft required } }`;

let accounts = 0;

/** The start-up administrator, acting to create the accounts of the tests. */
const NETWORK_ADMIN = { username: TEST_ADMIN.username, role: 'reseau', centres: [] } as const;
const newAdmin = (gateway: RunningGateway, username: string) =>
  createAccount(gateway.database.dataSource, NETWORK_ADMIN, { username, password: PASSWORD, role: 'reseau' });

/** Enrols the account of `token` through the GraphQL API, on the real clock (the code of the current step). */
async function enrolThroughApi(baseUrl: string, token: string, password = PASSWORD) {
  const started = await graphql<Json>(baseUrl, START, { password }, token);
  const { secret, uri, qrCode } = started.data!.startTwoFactorEnrolment as {
    secret: string;
    uri: string;
    qrCode: string;
  };
  const confirmed = await graphql<Json>(baseUrl, CONFIRM, { code: totpCode(secret, Date.now()) }, token);
  expect(confirmed.data!.confirmTwoFactorEnrolment.__typename).toBe('TwoFactorRecoveryCodes');
  return { secret, uri, qrCode, codes: confirmed.data!.confirmTwoFactorEnrolment.codes as string[] };
}

describe.each(backends)('two-factor sign-in on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const newAccount = async () => {
    const username = `deux-facteurs-${++accounts}`;
    await newAdmin(gateway, username);
    const { id } = await gateway.database.dataSource.getRepository(AdminUser).findOneByOrFail({ username });
    return { id, username };
  };
  const auditOf = async (username: string) =>
    (
      (await gateway.database.dataSource.query(
        'SELECT action, summary FROM admin_audit WHERE username = $1 ORDER BY id',
        [username],
      )) as { action: string; summary: string }[]
    ).map((line) => `${line.action}: ${line.summary}`);

  /** Enrolment through the service: the password typed again, then the code of the step of `T`. */
  const enrol = async (account: { id: number; username: string }, clientKey = `enrol-${backend}`) => {
    const ds = gateway.database.dataSource;
    const request = { password: PASSWORD, clientKey, sessionToken: null };
    const { secret } = await startTwoFactorEnrolment(ds, SETTINGS, account, request, 'Réseau');
    return { secret, codes: await confirmTwoFactorEnrolment(ds, account, totpCode(secret, T), null, T) };
  };

  describe('with a fixed clock', () => {
    const firstStep = async (username: string, clientKey: string) => {
      const outcome = await signInService(gateway.database.dataSource, SETTINGS, {
        username,
        password: PASSWORD,
        clientKey,
        deviceToken: null,
      });
      expect(outcome.kind).toBe('two-factor-required');
      return (outcome as { challenge: string }).challenge;
    };
    const secondStep = (challenge: string, code: string, now: number, clientKey: string) =>
      completeTwoFactorSignIn(gateway.database.dataSource, SETTINGS, { challenge, code, clientKey }, now).then(
        (o) => o.kind,
      );
    /** A new challenge, then the code: the outcome's kind. */
    const signInWith = async (username: string, code: string, now: number, clientKey: string) =>
      secondStep(await firstStep(username, clientKey), code, now, clientKey);

    it('enrols with a code of the app, then takes codes of the current, previous and next steps once each', async () => {
      const account = await newAccount();
      const ds = gateway.database.dataSource;
      const request = { password: PASSWORD, clientKey: 'c0', sessionToken: null };
      const { secret } = await startTwoFactorEnrolment(ds, SETTINGS, account, request, 'Réseau');
      // Until confirmed, the password alone still signs in.
      const before = await signInService(ds, SETTINGS, {
        ...account,
        password: PASSWORD,
        clientKey: 'c0',
        deviceToken: null,
      });
      expect(before.kind).toBe('signed-in');
      await expect(confirmTwoFactorEnrolment(ds, account, totpCode(secret, T + 3 * STEP), null, T)).rejects.toThrow(
        InvalidInputError,
      );
      const codes = await confirmTwoFactorEnrolment(ds, account, totpCode(secret, T), null, T);
      expect(codes).toHaveLength(10);
      expect(await twoFactorStatus(ds, account.id)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      // The secret is stored sealed, never as the app's base32.
      const [stored] = (await ds.query('SELECT secret FROM admin_two_factor WHERE admin_id = $1', [account.id])) as [
        { secret: string },
      ];
      expect(stored.secret).not.toContain(secret);

      const k = `fixe-${backend}-1`;
      // The step used to confirm cannot sign in; the next one can, once.
      expect(await signInWith(account.username, totpCode(secret, T), T, k)).toBe('rejected');
      expect(await signInWith(account.username, totpCode(secret, T + STEP), T, k)).toBe('signed-in');
      expect(await signInWith(account.username, totpCode(secret, T + STEP), T + STEP, k)).toBe('rejected');
      // Two steps ahead is outside the window.
      expect(await signInWith(account.username, totpCode(secret, T + 4 * STEP), T + 2 * STEP, k)).toBe('rejected');
      // The previous step, when it is newer than the last one used.
      expect(await signInWith(account.username, totpCode(secret, T + 3 * STEP), T + 4 * STEP, k)).toBe('signed-in');
      expect(await signInWith(account.username, totpCode(secret, T + 4 * STEP), T + 4 * STEP, `${k}b`)).toBe(
        'signed-in',
      );
      expect(await auditOf(account.username)).toEqual([
        'login: Connexion',
        'two-factor-enable: Double authentification activée',
        'login: Connexion (double authentification)',
        'login: Connexion (double authentification)',
        'login: Connexion (double authentification)',
      ]);
    });

    it('takes each recovery code once, in place of a code, and logs its use', async () => {
      const account = await newAccount();
      const ds = gateway.database.dataSource;
      const { codes } = await enrol(account);
      const k = `secours-${backend}`;
      expect(await signInWith(account.username, codes[0]!, T, k)).toBe('signed-in');
      expect(await signInWith(account.username, codes[0]!, T, k)).toBe('rejected');
      // Typed in capitals, with a space for the hyphen.
      expect(await signInWith(account.username, codes[1]!.toUpperCase().replace('-', ' '), T, k)).toBe('signed-in');
      expect(await twoFactorStatus(ds, account.id)).toMatchObject({ recoveryCodesLeft: 8 });
      expect((await auditOf(account.username)).slice(-2)).toEqual([
        'recovery-code: Connexion avec un code de secours (9 restants)',
        'recovery-code: Connexion avec un code de secours (8 restants)',
      ]);
    });

    it('uses a challenge once, for 5 minutes and 5 wrong codes at most; wrong codes lock like wrong passwords', async () => {
      const account = await newAccount();
      const ds = gateway.database.dataSource;
      const { secret } = await enrol(account);

      const used = await firstStep(account.username, `defi-${backend}-1`);
      expect(await secondStep(used, totpCode(secret, T + STEP), T + STEP, `defi-${backend}-1`)).toBe('signed-in');
      expect(await secondStep(used, totpCode(secret, T + 2 * STEP), T + 2 * STEP, `defi-${backend}-1`)).toBe('expired');

      const late = await firstStep(account.username, `defi-${backend}-2`);
      await ds.query(`UPDATE admin_login_challenge SET expires_at = now() - interval '1 second'`);
      expect(await secondStep(late, totpCode(secret, T + 3 * STEP), T + 3 * STEP, `defi-${backend}-2`)).toBe('expired');

      const k = `defi-${backend}-3`;
      const guessed = await firstStep(account.username, k);
      for (let i = 0; i < CHALLENGE_MAX_ATTEMPTS; i++)
        expect(await secondStep(guessed, '000000', T, k)).toBe('rejected');
      // Its wrong codes used it up, and locked this address out of the account as five wrong passwords would.
      expect(await secondStep(guessed, totpCode(secret, T + 4 * STEP), T + 4 * STEP, k)).toBe('expired');
      const locked = await signInService(ds, SETTINGS, {
        ...account,
        password: PASSWORD,
        clientKey: k,
        deviceToken: null,
      });
      expect(locked.kind).toBe('locked');
    });

    it('asks for the password again to enrol, and for the password and a code to turn off', async () => {
      const account = await newAccount();
      const ds = gateway.database.dataSource;
      const k = `arret-${backend}`;
      const start = (password: string | null) =>
        startTwoFactorEnrolment(ds, SETTINGS, account, { password, clientKey: k, sessionToken: null }, 'Réseau');
      await expect(start(null)).rejects.toThrow(TWO_FACTOR_MESSAGES.passwordMissing);
      await expect(start('pas-le-bon')).rejects.toThrow(TWO_FACTOR_MESSAGES.wrongPassword);
      const { secret } = await start(PASSWORD);
      await confirmTwoFactorEnrolment(ds, account, totpCode(secret, T), null, T);

      const disable = (proof: { password?: string; code?: string }) =>
        disableTwoFactor(ds, SETTINGS, account, { ...proof, clientKey: k, sessionToken: null }, T);
      await expect(disable({})).rejects.toThrow(TWO_FACTOR_MESSAGES.proofMissing);
      // Neither the password alone nor a code alone.
      await expect(disable({ password: PASSWORD })).rejects.toThrow(TWO_FACTOR_MESSAGES.proofMissing);
      await expect(disable({ code: totpCode(secret, T + STEP) })).rejects.toThrow(TWO_FACTOR_MESSAGES.proofMissing);
      // One message whichever is wrong.
      await expect(disable({ password: 'pas-le-bon', code: totpCode(secret, T + STEP) })).rejects.toThrow(
        TWO_FACTOR_MESSAGES.wrongProof,
      );
      // The code already used to confirm is no proof either.
      await expect(disable({ password: PASSWORD, code: totpCode(secret, T) })).rejects.toThrow(
        TWO_FACTOR_MESSAGES.wrongProof,
      );
      expect(await twoFactorStatus(ds, account.id)).toMatchObject({ enabled: true });
      await disable({ password: PASSWORD, code: totpCode(secret, T + STEP) });
      expect(await twoFactorStatus(ds, account.id)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
      const again = await signInService(ds, SETTINGS, {
        ...account,
        password: PASSWORD,
        clientKey: k,
        deviceToken: null,
      });
      expect(again.kind).toBe('signed-in');
      expect((await auditOf(account.username)).at(-2)).toBe(
        'two-factor-disable: Double authentification désactivée (mot de passe et code de l’application)',
      );
    });
  });

  describe('through the APIs', () => {
    it('keeps the one-step sign-in of accounts without two-factor, in REST and GraphQL', async () => {
      const rest = await call(gateway.url, 'POST', '/admin/login', { body: TEST_ADMIN });
      expect(rest.status).toBe(200);
      expect(Object.keys(rest.body.data).sort()).toEqual(['expiresAt', 'loginTime', 'token', 'username']);
      const gql = await graphql<Json>(gateway.url, LOGIN, TEST_ADMIN);
      expect(gql.data!.adminLogin).toMatchObject({ __typename: 'AdminSession', username: TEST_ADMIN.username });
    });

    it('enrols from the admin: a QR code as an SVG data URL, the otpauth URI, then 10 recovery codes', async () => {
      const { username } = await newAccount();
      const token = (await call(gateway.url, 'POST', '/admin/login', { body: { username, password: PASSWORD } })).body
        .data.token as string;
      expect((await graphql<Json>(gateway.url, STATUS, {}, token)).data!.adminTwoFactor).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      });
      const refused = await graphql<Json>(gateway.url, START, { password: 'pas-le-bon' }, token);
      expect(refused.data!.startTwoFactorEnrolment).toEqual({
        __typename: 'TwoFactorRefused',
        code: 'INVALID_INPUT',
        message: TWO_FACTOR_MESSAGES.wrongPassword,
      });
      const started = await graphql<Json>(gateway.url, START, { password: PASSWORD }, token);
      const { secret } = started.data!.startTwoFactorEnrolment as { secret: string };
      const wrong = await graphql<Json>(gateway.url, CONFIRM, { code: '000000' }, token);
      expect(wrong.data!.confirmTwoFactorEnrolment).toEqual({
        __typename: 'TwoFactorRefused',
        code: 'INVALID_INPUT',
        message: TWO_FACTOR_MESSAGES.wrongEnrolmentCode,
      });
      const enrolment = await enrolThroughApi(gateway.url, token);
      // Asking again gave a new secret; the first one is void.
      expect(enrolment.secret).not.toBe(secret);
      expect(enrolment.uri).toMatch(new RegExp(`^otpauth://totp/.+:${username}\\?.*secret=${enrolment.secret}`));
      expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      expect(new Set(enrolment.codes).size).toBe(10);
      const status = (await graphql<Json>(gateway.url, STATUS, {}, token)).data!.adminTwoFactor;
      expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
      // Enrolled already: no new secret is handed out.
      const again = await graphql<Json>(gateway.url, START, { password: PASSWORD }, token);
      expect(again.errors?.[0]).toMatchObject({ message: TWO_FACTOR_MESSAGES.alreadyEnabled });
    });

    it('ends the account’s other sessions when two-factor sign-in is turned on, and again when it is turned off', async () => {
      const { username } = await newAccount();
      const credentials = { username, password: PASSWORD };
      const passwordOnly = async () =>
        (await call(gateway.url, 'POST', '/admin/login', { body: credentials })).body.data.token as string;
      const statusOf = async (token: string) => (await call(gateway.url, 'GET', '/admin/status', { token })).status;
      const mine = await passwordOnly();
      const older = await passwordOnly();
      const { secret, codes } = await enrolThroughApi(gateway.url, mine);
      expect(await statusOf(older)).toBe(401);
      expect(await statusOf(mine)).toBe(200);

      // A session opened with both factors elsewhere, then two-factor turned off from the first one.
      const challenge = (await call(gateway.url, 'POST', '/admin/login', { body: credentials })).body.data.challenge;
      const code = totpCode(secret, Date.now() + STEP);
      const elsewhere = (await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge, code } })).body.data
        .token as string;
      expect(await statusOf(elsewhere)).toBe(200);
      const refused = await graphql<Json>(gateway.url, DISABLE, { password: 'pas-le-bon', code: codes[0] }, mine);
      expect(refused.data!.disableTwoFactor).toEqual({
        __typename: 'TwoFactorRefused',
        code: 'INVALID_INPUT',
        message: TWO_FACTOR_MESSAGES.wrongProof,
      });
      expect(await statusOf(elsewhere)).toBe(200);
      const off = await graphql<Json>(gateway.url, DISABLE, { password: PASSWORD, code: codes[0] }, mine);
      expect(off.data!.disableTwoFactor).toEqual({ __typename: 'AdminTwoFactorStatus', enabled: false });
      expect(await statusOf(elsewhere)).toBe(401);
      expect(await statusOf(mine)).toBe(200);
    });

    it('answers REST sign-ins of a two-factor account with a challenge, then POST /api/admin/login/totp', async () => {
      const { username } = await newAccount();
      const credentials = { username, password: PASSWORD };
      const plain = (await call(gateway.url, 'POST', '/admin/login', { body: credentials })).body.data.token as string;
      const { secret } = await enrolThroughApi(gateway.url, plain);

      const first = await call(gateway.url, 'POST', '/admin/login', { body: credentials });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.body).toEqual({
        data: {
          twoFactorRequired: true,
          challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          expiresAt: expect.any(String),
        },
      });
      const challenge = first.body.data.challenge as string;
      const missing = await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge } });
      expect(missing).toMatchObject({ status: 400, body: { message: SIGN_IN_MESSAGES.codeMissing } });
      const wrong = await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge, code: '000000' } });
      expect(wrong).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGES.wrongCode } });
      // The code of the next step: the current one was used to confirm the enrolment.
      const code = totpCode(secret, Date.now() + STEP);
      const second = await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge, code } });
      expect(second.status).toBe(200);
      expect(second.body.data).toMatchObject({ username, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      // The device cookie goes to the first step's path, where it is read.
      expect(second.headers.getSetCookie().find((c) => c.startsWith('admin_device='))).toMatch(
        /; Path=\/api\/admin\/login;/,
      );
      const status = await call(gateway.url, 'GET', '/admin/status', { token: second.body.data.token });
      expect(status).toMatchObject({ status: 200, body: { authenticated: true, admin: { username } } });
      const replay = await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge, code } });
      expect(replay).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGES.challengeExpired } });
      const bad = await call(gateway.url, 'POST', '/admin/login/totp', { body: { challenge: 'pas-un-defi', code } });
      expect(bad).toMatchObject({ status: 401, body: { message: SIGN_IN_MESSAGES.challengeExpired } });
    });

    it('answers GraphQL sign-ins of a two-factor account with AdminTwoFactorChallenge, then adminLoginTwoFactor', async () => {
      const { username } = await newAccount();
      const credentials = { username, password: PASSWORD };
      const plain = (await call(gateway.url, 'POST', '/admin/login', { body: credentials })).body.data.token as string;
      const { codes } = await enrolThroughApi(gateway.url, plain);

      const first = (await graphql<Json>(gateway.url, LOGIN, credentials)).data!.adminLogin;
      expect(first).toMatchObject({ __typename: 'AdminTwoFactorChallenge' });
      const wrong = await graphql<Json>(gateway.url, LOGIN_TWO_FACTOR, { challenge: first.challenge, code: '123456' });
      expect(wrong.data!.adminLoginTwoFactor).toEqual({
        __typename: 'AdminLoginRejected',
        code: 'INVALID_CREDENTIALS',
        message: SIGN_IN_MESSAGES.wrongCode,
      });
      const second = await graphql<Json>(gateway.url, LOGIN_TWO_FACTOR, { challenge: first.challenge, code: codes[3] });
      expect(second.data!.adminLoginTwoFactor).toMatchObject({ __typename: 'AdminSession', username });
      const me = await graphql<Json>(
        gateway.url,
        '{ adminMe { username } }',
        {},
        second.data!.adminLoginTwoFactor.token,
      );
      expect(me.data!.adminMe).toEqual({ username });
      const replay = await graphql<Json>(gateway.url, LOGIN_TWO_FACTOR, { challenge: first.challenge, code: codes[4] });
      expect(replay.data!.adminLoginTwoFactor).toMatchObject({ code: 'CHALLENGE_EXPIRED' });
    });
  });
});

describe('ADMIN_REQUIRE_2FA: an account without two-factor may only enrol', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, { ...adminEnv, ADMIN_REQUIRE_2FA: '1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('refuses every other admin operation with a French message until the account has enrolled', async () => {
    const token = (await call(gateway.url, 'POST', '/admin/login', { body: TEST_ADMIN })).body.data.token as string;
    for (const [method, path] of [
      ['GET', '/admin/realizations'],
      ['POST', '/admin/realizations'],
      ['DELETE', '/admin/realizations/1'],
    ] as const) {
      const refused = await call(gateway.url, method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(refused, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { error: TWO_FACTOR_MESSAGES.required },
      });
    }
    expect((await call(gateway.url, 'GET', '/admin/status', { token })).status).toBe(200);
    const list = await graphql<Json>(gateway.url, '{ adminRealisations { id } }', {}, token);
    expect(list.errors?.[0]).toMatchObject({
      message: TWO_FACTOR_MESSAGES.required,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await graphql<Json>(gateway.url, STATUS, {}, token)).data!.adminTwoFactor).toMatchObject({
      enabled: false,
      required: true,
    });

    await enrolThroughApi(gateway.url, token, TEST_ADMIN.password);
    // The same session may now do the rest.
    expect((await call(gateway.url, 'GET', '/admin/realizations', { token })).status).toBe(200);
    expect((await graphql<Json>(gateway.url, '{ adminRealisations { id } }', {}, token)).data).toEqual({
      adminRealisations: [],
    });
  });

  it('lets an account that has not enrolled sign out', async () => {
    await newAdmin(gateway, 'sans-deux-facteurs');
    const credentials = { username: 'sans-deux-facteurs', password: PASSWORD };
    const token = (await call(gateway.url, 'POST', '/admin/login', { body: credentials })).body.data.token as string;
    const out = await graphql<Json>(gateway.url, 'mutation { adminLogout }', {}, token);
    expect(out.data).toEqual({ adminLogout: true });
    expect((await call(gateway.url, 'GET', '/admin/status', { token })).status).toBe(401);
  });
});
