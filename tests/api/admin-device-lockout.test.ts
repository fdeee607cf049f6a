import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { COMMAND_LINE, createAccount, resetAccountPassword } from '../../gateway/src/services/admin/accounts.js';
import { deviceTokenKey, issueDeviceToken } from '../../gateway/src/auth/device-tokens.js';
import { adminEnv, TEST_ADMIN, type Json } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/*
 * Decision 011: guesses spread over many addresses lock the account for unknown devices, while a device that signed
 * in before (its admin_device cookie) is held only by its own, its address's and its account + address limits.
 * The gateway trusts X-Forwarded-For here, so each request can come from the address the test chooses.
 */

type Credentials = { username: string; password: string };
interface Attempt {
  address: string;
  /** The device token sent in the admin_device cookie. */
  device?: string;
  https?: boolean;
}

const LOCKED = /^Trop de tentatives de connexion : réessayez dans \d+ (secondes?|minutes)\.$/;
const ADMIN_MUTATION = `mutation ($username: String!, $password: String!) {
  adminLogin(username: $username, password: $password) {
    __typename
    ... on AdminSession { token }
    ... on AdminLoginRejected { code message retryAfterSeconds }
  }
}`;

function headersOf(attempt: Attempt): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Forwarded-For': attempt.address,
    ...(attempt.https ? { 'X-Forwarded-Proto': 'https' } : {}),
    ...(attempt.device ? { Cookie: `admin_device=${attempt.device}` } : {}),
  };
}

/** The admin_device cookie a response sets: its value and its whole header. */
function deviceCookie(response: Response) {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('admin_device='));
  return { header, value: header ? /^admin_device=([^;]*)/.exec(header)![1]! : undefined };
}

describe('sign-in lockout: device tokens against an account-wide lock', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let addressCount = 0;
  /** A new address for each call: no address or account + address counter is shared between attempts. */
  const freshAddress = () => `198.51.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`;

  const restLogin = async (credentials: Credentials, attempt: Attempt) => {
    const response = await fetch(`${gateway.url}/api/admin/login`, {
      method: 'POST',
      headers: headersOf(attempt),
      body: JSON.stringify(credentials),
    });
    return {
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after')),
      body: (await response.json()) as Json,
      cookie: deviceCookie(response),
    };
  };
  const graphqlLogin = async (credentials: Credentials, attempt: Attempt) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: headersOf(attempt),
      body: JSON.stringify({ query: ADMIN_MUTATION, variables: credentials }),
    });
    const body = (await response.json()) as Json;
    return { result: body.data.adminLogin, cookie: deviceCookie(response) };
  };
  /** Signs in from a new address and answers the device token received. */
  const deviceOf = async (credentials: Credentials) => {
    const answer = await restLogin(credentials, { address: freshAddress() });
    expect(answer.status).toBe(200);
    return answer.cookie.value!;
  };
  const throttleRow = async (key: string) =>
    (
      (await gateway.database.dataSource.query(
        'SELECT failures, locked_until > now() AS locked FROM login_throttle WHERE key = $1',
        [key],
      )) as { failures: number; locked: boolean }[]
    )[0];
  /**
   * The account-wide key locked for 15 minutes: where an attack from many addresses, kept up long enough, takes it
   * (the first test makes that attack; waiting out its growing lockouts would take minutes).
   */
  const lockAccount = (username: string) =>
    gateway.database.dataSource.query(
      `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until)
       VALUES ($1, 60, now(), now() + interval '15 minutes')
       ON CONFLICT (key) DO UPDATE SET failures = 60, last_failure_at = now(), locked_until = now() + interval '15 minutes'`,
      [`account:${username}`],
    );
  const account = async (username: string) => {
    const credentials = { username, password: `mot-de-passe-de-${username}` };
    await createAccount(gateway.database.dataSource, COMMAND_LINE, {
      username,
      password: credentials.password,
      role: 'reseau',
    });
    return credentials;
  };

  beforeAll(async () => {
    db = await createTestDatabase('server');
    gateway = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for 90 days, on the sign-in endpoint, Secure over HTTPS', async () => {
    const credentials = await account('garage-un');
    const plain = await restLogin(credentials, { address: freshAddress() });
    expect(plain.cookie.value).toMatch(/^d1\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    const attributes = plain.cookie.header!.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Max-Age=7776000', 'Path=/api/admin/login', 'HttpOnly']));
    expect(attributes).toContain('SameSite=Strict');
    expect(attributes).not.toContain('Secure');
    const secure = await restLogin(credentials, { address: freshAddress(), https: true });
    expect(secure.cookie.header!.split(/;\s*/)).toContain('Secure');
    const viaGraphql = await graphqlLogin(credentials, { address: freshAddress() });
    expect(viaGraphql.result.__typename).toBe('AdminSession');
    expect(viaGraphql.cookie.header!.split(/;\s*/)).toEqual(expect.arrayContaining(['Path=/graphql', 'HttpOnly']));
    // Failed sign-ins hand out nothing.
    const failed = await restLogin({ ...credentials, password: 'pas-le-bon-mot' }, { address: freshAddress() });
    expect(failed.status).toBe(401);
    expect(failed.cookie.header).toBeUndefined();
  });

  it('eleven addresses guessing five times each lock out new devices, not the admin’s own', async () => {
    const device = await deviceOf(TEST_ADMIN);
    const statuses: number[] = [];
    for (let a = 1; a <= 11; a++) {
      const address = `203.0.113.${a}`;
      for (let i = 0; i < 5; i++) {
        const answer = await restLogin({ ...TEST_ADMIN, password: `essai-${a}-${i}` }, { address });
        statuses.push(answer.status);
      }
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401)); // no address reached its own limits
    expect(await throttleRow(`account:${TEST_ADMIN.username}`)).toMatchObject({ locked: true });
    expect((await throttleRow(`account:${TEST_ADMIN.username}`))!.failures).toBeGreaterThanOrEqual(50);
    await lockAccount(TEST_ADMIN.username);

    // A new device, from a new address, with the right password: locked out, in REST and GraphQL.
    const stranger = await restLogin(TEST_ADMIN, { address: freshAddress() });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toMatch(LOCKED);
    expect(stranger.retryAfter).toBeGreaterThan(800);
    expect(stranger.cookie.header).toBeUndefined();
    expect((await graphqlLogin(TEST_ADMIN, { address: freshAddress() })).result).toMatchObject({
      __typename: 'AdminLoginRejected',
      code: 'THROTTLED',
      message: expect.stringMatching(LOCKED),
    });

    // The admin's device, from yet another address: signed in, in REST and GraphQL, keeping its device id.
    const admin = await restLogin(TEST_ADMIN, { address: freshAddress(), device });
    expect(admin.status).toBe(200);
    expect(admin.body.data.token).toBeTruthy();
    expect(admin.cookie.value!.split('.')[1]).toBe(device.split('.')[1]);
    const adminGraphql = await graphqlLogin(TEST_ADMIN, { address: freshAddress(), device: admin.cookie.value });
    expect(adminGraphql.result.__typename).toBe('AdminSession');

    // The admin's sign-ins did not lift the lock for everyone else.
    expect((await restLogin(TEST_ADMIN, { address: freshAddress() })).status).toBe(429);
    expect(await throttleRow(`account:${TEST_ADMIN.username}`)).toMatchObject({ locked: true });
  });

  it('holds a device to its own limit of five failures, which does not lock the account', async () => {
    const credentials = await account('garage-deux');
    const device = await deviceOf(credentials);
    // Each guess from a new address: only the device's counter sees them all.
    for (let i = 0; i < 5; i++) {
      const wrong = await restLogin({ ...credentials, password: `essai-${i}` }, { address: freshAddress(), device });
      expect(wrong.status).toBe(401);
    }
    const locked = await restLogin(credentials, { address: freshAddress(), device });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(LOCKED);
    expect((await graphqlLogin(credentials, { address: freshAddress(), device })).result.code).toBe('THROTTLED');
    // The failures counted against the device, not the account: another device signs in.
    expect(await throttleRow(`account:${credentials.username}`)).toBeUndefined();
    expect((await restLogin(credentials, { address: freshAddress() })).status).toBe(200);
  });

  it('gives no exemption to a forged, altered, expired or borrowed token', async () => {
    const credentials = await account('garage-trois');
    const device = await deviceOf(credentials);
    const otherAccountsDevice = await deviceOf(await account('garage-quatre'));
    await lockAccount(credentials.username);

    const [version, id, expiry, mac] = device.split('.') as [string, string, string, string];
    const [{ value: secret }] = (await gateway.database.dataSource.query(
      `SELECT value FROM server_secret WHERE name = 'admin-device-token'`,
    )) as [{ value: string }];
    const [{ id: accountId, hash }] = (await gateway.database.dataSource.query(
      'SELECT id, password_hash AS hash FROM admin_user WHERE username = $1',
      [credentials.username],
    )) as [{ id: number; hash: string }];
    const key = deviceTokenKey(secret, hash);
    const expired = issueDeviceToken(key, accountId, id, Date.now() - 91 * 24 * 3600_000).value;
    const refused = [
      `${version}.${id}.${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${version}.${id}.${Number(expiry) + 3600}.${mac}`,
      `${version}.${id.startsWith('A') ? 'B' : 'A'}${id.slice(1)}.${expiry}.${mac}`,
      `${version}.${id}.${expiry}.${'A'.repeat(43)}`,
      expired,
      otherAccountsDevice,
      'd1.pas-un-jeton',
    ];
    for (const token of refused) {
      const answer = await restLogin(credentials, { address: freshAddress(), device: token });
      expect(answer.status, token).toBe(429);
    }
    // The genuine token still passes, and so does one signed here with the same key: only the expiry failed above.
    expect((await restLogin(credentials, { address: freshAddress(), device })).status).toBe(200);
    const signedHere = issueDeviceToken(key, accountId, id).value;
    expect((await restLogin(credentials, { address: freshAddress(), device: signedHere })).status).toBe(200);
  });

  it('voids every device token of an account when its password is reset', async () => {
    const credentials = await account('garage-cinq');
    const device = await deviceOf(credentials);
    await lockAccount(credentials.username);
    const before = await restLogin(credentials, { address: freshAddress(), device });
    expect(before.status).toBe(200);

    const renewed = { ...credentials, password: 'un-nouveau-mot-de-passe-34' };
    await resetAccountPassword(gateway.database.dataSource, COMMAND_LINE, credentials.username, renewed.password);
    for (const token of [device, before.cookie.value!]) {
      expect((await restLogin(renewed, { address: freshAddress(), device: token })).status).toBe(429);
    }
  });
});
