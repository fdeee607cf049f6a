import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { SIGN_IN_MESSAGES } from '../../gateway/src/auth/sessions.js';
import { THROTTLE_THRESHOLDS } from '../../gateway/src/auth/login-throttle.js';
import { totpCode } from '../../gateway/src/auth/totp.js';
import { AdminUser } from '../../gateway/src/entities/admin.js';
import { COMMAND_LINE, createAccount } from '../../gateway/src/services/admin/accounts.js';
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from '../../gateway/src/services/admin/two-factor.js';
import { adminEnv, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

/*
 * Sign-in limits under real concurrency (decision 011): requests sent together, as an attacker's script sends them,
 * from one address each burst (the gateways trust X-Forwarded-For here), against one gateway on each database and
 * against two gateways sharing the PostgreSQL server. A burst must never get more secrets checked than the limit
 * that holds it, nor a session beyond those checks.
 */

const PASSWORD = 'mot-de-passe-des-rafales';
const SETTINGS = { lockoutMaxMs: 900_000 };
const CHALLENGE_TRIES = 5;
const WRONG_PASSWORD = SIGN_IN_MESSAGES.rejected;
const WRONG_CODE = SIGN_IN_MESSAGES.wrongCode;

interface Answer {
  status: number;
  message?: string;
  token?: string;
  device?: string;
}

/** How a burst was answered: secrets checked and found wrong, sessions opened, and the rest by status. */
function tally(answers: Answer[], wrongMessage: string) {
  const wrong = answers.filter((a) => a.status === 401 && a.message === wrongMessage).length;
  const signedIn = answers.filter((a) => a.status === 200 && a.token).length;
  const locked = answers.filter((a) => a.status === 429).length;
  const voided = answers.filter((a) => a.status === 401 && a.message === SIGN_IN_MESSAGES.challengeExpired).length;
  expect(wrong + signedIn + locked + voided, JSON.stringify(answers.slice(0, 3))).toBe(answers.length);
  return { wrong, signedIn, locked, voided, checked: wrong + signedIn };
}

/**
 * The suite against `gateways` (one, or two sharing a database): each request of a burst goes to the next gateway in
 * turn. `addressOf` gives each burst its own address, so no burst starts under another's limits.
 */
function burstSuite(label: string, setUp: () => Promise<{ gateways: RunningGateway[]; close(): Promise<void> }>) {
  describe(label, () => {
    let gateways: RunningGateway[] = [];
    let close: () => Promise<void> = async () => undefined;
    let addresses = 0;
    const freshAddress = () => `192.0.2.${++addresses}`;
    let accounts = 0;

    beforeAll(async () => {
      ({ gateways, close } = await setUp());
    });
    afterAll(() => close());

    /** `device`: a device token sent in the admin_device cookie. */
    const post = async (n: number, path: string, address: string, body: object, device?: string): Promise<Answer> => {
      const url = gateways[n % gateways.length]!.url;
      const response = await fetch(`${url}/api/admin${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
          ...(device ? { Cookie: `admin_device=${device}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as Json;
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('admin_device='));
      return {
        status: response.status,
        message: json.message,
        token: json.data?.token,
        device: cookie && /^admin_device=([^;]*)/.exec(cookie)![1],
      };
    };
    /**
     * Every request of the burst started before any is awaited. `allowed(threshold)`: the checks a key lets through
     * in the time the burst took: its threshold, then one more each time its lock (1 s, 2 s, 4 s…) runs out.
     */
    const burst = async (bodies: object[], path: string, address: string) => {
      const started = performance.now();
      const answers = await Promise.all(bodies.map((body, n) => post(n, path, address, body)));
      const seconds = (performance.now() - started) / 1000;
      return { answers, allowed: (threshold: number) => threshold + Math.floor(Math.log2(seconds + 1)) };
    };

    const newAccount = async (twoFactor: boolean) => {
      const ds = gateways[0]!.database.dataSource;
      const username = `rafale-${++accounts}`;
      await createAccount(ds, COMMAND_LINE, { username, password: PASSWORD, role: 'reseau' });
      const { id } = await ds.getRepository(AdminUser).findOneByOrFail({ username });
      let secret = '';
      if (twoFactor) {
        const request = { password: PASSWORD, clientKey: `enrolement-${username}`, sessionToken: null };
        ({ secret } = await startTwoFactorEnrolment(ds, SETTINGS, { id, username }, request, 'Réseau'));
        await confirmTwoFactorEnrolment(ds, { id, username }, totpCode(secret, Date.now()), null);
      }
      return { username, secret };
    };
    /** The first step of a two-factor sign-in: its challenge. */
    const challengeFor = async (username: string, address: string) => {
      const response = await fetch(`${gateways[0]!.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as Json).data.challenge as string;
    };

    it('300 wrong passwords at once from one address: 5 checked (one more per lock run out), and the account stays open to others', async () => {
      const { username } = await newAccount(false);
      const address = freshAddress();
      const wrong = Array.from({ length: 300 }, (_, i) => ({ username, password: `essai-${i}` }));
      const { answers, allowed } = await burst(wrong, '/login', address);
      const counted = tally(answers, WRONG_PASSWORD);
      expect(counted.signedIn).toBe(0);
      expect(counted.checked).toBeGreaterThanOrEqual(THROTTLE_THRESHOLDS.pair);
      expect(counted.checked).toBeLessThanOrEqual(allowed(THROTTLE_THRESHOLDS.pair));
      // One address cannot lock the account for the others: the right password from another signs in at once.
      const elsewhere = await post(1, '/login', freshAddress(), { username, password: PASSWORD });
      expect(elsewhere).toMatchObject({ status: 200, token: expect.any(String) });
    });

    it('59 wrong passwords and the right one at once: at most 5 checked, the right one among them or refused', async () => {
      const { username } = await newAccount(false);
      const bodies = [
        ...Array.from({ length: 59 }, (_, i) => ({ username, password: `essai-${i}` })),
        { username, password: PASSWORD },
      ];
      const { answers, allowed } = await burst(bodies, '/login', freshAddress());
      const counted = tally(answers, WRONG_PASSWORD);
      expect(counted.checked).toBeGreaterThanOrEqual(THROTTLE_THRESHOLDS.pair);
      expect(counted.checked).toBeLessThanOrEqual(allowed(THROTTLE_THRESHOLDS.pair));
      expect(counted.signedIn).toBeLessThanOrEqual(1);
    });

    it('a device token’s burst from 100 addresses: its own 5 checked, and the account stays open to others', async () => {
      const { username } = await newAccount(false);
      const { device } = await post(0, '/login', freshAddress(), { username, password: PASSWORD });
      expect(device).toBeTruthy();
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          post(i, '/login', freshAddress(), { username, password: `essai-${i}` }, device),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const counted = tally(answers, WRONG_PASSWORD);
      expect(counted.signedIn).toBe(0);
      expect(counted.checked).toBeGreaterThanOrEqual(THROTTLE_THRESHOLDS.device);
      expect(counted.checked).toBeLessThanOrEqual(THROTTLE_THRESHOLDS.device + Math.floor(Math.log2(seconds + 1)));
      // The guesses counted against the device, not the account: a browser without that token signs in.
      const other = await post(1, '/login', freshAddress(), { username, password: PASSWORD });
      expect(other).toMatchObject({ status: 200, token: expect.any(String) });
    });

    it('one address guessing 100 accounts at once: 10 checked, whatever the names', async () => {
      const bodies = Array.from({ length: 100 }, (_, i) => ({ username: `inconnu-${i}`, password: 'essai' }));
      const { answers, allowed } = await burst(bodies, '/login', freshAddress());
      const counted = tally(answers, WRONG_PASSWORD);
      expect(counted.signedIn).toBe(0);
      expect(counted.checked).toBeGreaterThanOrEqual(THROTTLE_THRESHOLDS.address);
      expect(counted.checked).toBeLessThanOrEqual(allowed(THROTTLE_THRESHOLDS.address));
    });

    it('300 wrong codes and recovery codes at once on one challenge: 5 checked, no session', async () => {
      const { username, secret } = await newAccount(true);
      const address = freshAddress();
      const challenge = await challengeFor(username, address);
      const codes = Array.from({ length: 300 }, (_, i) => ({
        challenge,
        code: i % 2 ? String(100000 + i) : `abcde-${String(i).padStart(5, 'f')}`,
      }));
      // The challenge's five tries are a count, not a rate: no lock running out gives more.
      const counted = tally((await burst(codes, '/login/totp', address)).answers, WRONG_CODE);
      expect(counted).toMatchObject({ checked: CHALLENGE_TRIES, signedIn: 0 });
      // The challenge has had its tries: the right code no longer opens it.
      const right = await post(0, '/login/totp', address, { challenge, code: totpCode(secret, Date.now() + 30_000) });
      expect([401, 429]).toContain(right.status);
      expect(right.token).toBeUndefined();
    });

    it('11 wrong codes and the right one at once on one challenge: at most 5 checked, from a second address too', async () => {
      const { username, secret } = await newAccount(true);
      // The challenge comes from one address and is tried from another: the challenge's own count holds it.
      const challenge = await challengeFor(username, freshAddress());
      const right = totpCode(secret, Date.now() + 30_000);
      const bodies = [
        ...Array.from({ length: 11 }, (_, i) => ({ challenge, code: String(200000 + i) })),
        { challenge, code: right },
      ];
      const counted = tally((await burst(bodies, '/login/totp', freshAddress())).answers, WRONG_CODE);
      expect(counted.checked).toBeLessThanOrEqual(CHALLENGE_TRIES);
      expect(counted.signedIn).toBeLessThanOrEqual(1);
      if (!counted.signedIn) {
        expect(counted.wrong).toBe(CHALLENGE_TRIES);
        const late = await post(0, '/login/totp', freshAddress(), { challenge, code: right });
        expect(late).toMatchObject({ status: 401, message: SIGN_IN_MESSAGES.challengeExpired });
      }
    });
  });
}

describe.each(backends)('sign-in bursts on the %s database', (backend) => {
  burstSuite('one gateway', async () => {
    const db: TestDatabase = await createTestDatabase(backend);
    const gateway = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1' });
    return {
      gateways: [gateway],
      close: async () => {
        await gateway.close();
        await db.drop();
      },
    };
  });
});

burstSuite('sign-in bursts spread over two gateways sharing the PostgreSQL server', async () => {
  const db = await createTestDatabase('server');
  const env = { ...adminEnv, TRUST_PROXY: '1', DATABASE_POOL_SIZE: '8' };
  const gateways = await Promise.all([startTestGateway(db, env), startTestGateway(db, env)]);
  return {
    gateways,
    close: async () => {
      await Promise.all(gateways.map((g) => g.close()));
      await db.drop();
    },
  };
});
