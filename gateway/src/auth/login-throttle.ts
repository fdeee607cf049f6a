import { In, type EntityManager } from 'typeorm';
import { LoginThrottle } from '../entities/admin.js';

type Query = Pick<EntityManager, 'query'>;

/**
 * Failed sign-ins are counted under several keys, each with its own threshold before the lockout starts:
 * - the account and the caller's address together: one guesser locks only itself out of that account;
 * - the address alone: one guesser trying many accounts;
 * - the account alone, with a higher threshold: guesses spread over many addresses;
 * - the device, for a caller that proves with a device token (device-tokens.ts) that it signed in to this account
 *   before. Such a caller is held by its device, address and account + address keys, not by the account alone, and
 *   its failures count there too: guesses spread over many addresses lock out unknown devices only, and a device
 *   token, even stolen, cannot lock the account for the others.
 * Beyond its threshold a key is locked for 1 s, then 2 s, 4 s… up to `lockoutMaxMs`. A key is forgotten after
 * twice that long without failures. A successful sign-in clears the account + address and device keys, not the
 * account's own (an attack still under way would get a fresh allowance each time the administrator signs in).
 * Counters live in PostgreSQL, so every gateway process sees the same ones.
 */
export const THROTTLE_THRESHOLDS = { pair: 5, address: 10, account: 50, device: 5 } as const;

/** The keys a sign-in attempt is checked and counted under: `account` without a device token, `device` with one. */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account?: string;
  device?: string;
}

/** `deviceId`: the id of a valid device token for this account, or null. */
export function throttleKeys(username: string, clientKey: string, deviceId: string | null = null): ThrottleKeys {
  const account = username.trim().toLowerCase().slice(0, 64);
  const shared = { pair: `pair:${account}|${clientKey}`, address: `ip:${clientKey}` };
  return deviceId ? { ...shared, device: `device:${deviceId}` } : { ...shared, account: `account:${account}` };
}

/** Milliseconds until every key is free again; 0 when none is locked. */
export async function lockedFor(db: Query, keys: ThrottleKeys): Promise<number> {
  const [row] = (await db.query(
    `SELECT greatest(0, ceil(extract(epoch FROM max(locked_until) - now()) * 1000))::bigint AS ms
       FROM login_throttle WHERE key = ANY($1) AND locked_until > now()`,
    [keyList(keys)],
  )) as [{ ms: string | null }];
  return Number(row.ms ?? 0);
}

export async function recordFailure(db: Query, keys: ThrottleKeys, lockoutMaxMs: number): Promise<void> {
  for (const [kind, key] of Object.entries(keys) as [keyof ThrottleKeys, string | undefined][]) {
    if (key === undefined) continue;
    const threshold = THROTTLE_THRESHOLDS[kind];
    // The new count, written once for the insert and once for the update (SET cannot read its own result).
    const count = (old: string) =>
      `CASE WHEN ${old}.last_failure_at < now() - make_interval(secs => $3 * 2 / 1000.0) THEN 1 ELSE ${old}.failures + 1 END`;
    const lock = (failures: string) =>
      `CASE WHEN ${failures} >= $2 THEN now() + make_interval(secs => least($3::float8, 1000 * power(2, ${failures} - $2)) / 1000.0) END`;
    await db.query(
      `INSERT INTO login_throttle AS t (key, failures, last_failure_at, locked_until)
       VALUES ($1, 1, now(), ${lock('1')})
       ON CONFLICT (key) DO UPDATE SET failures = ${count('t')}, last_failure_at = now(), locked_until = ${lock(count('t'))}`,
      [key, threshold, lockoutMaxMs],
    );
  }
}

/** After a successful sign-in: this address, and this device if it showed a token, may use this account again. */
export async function clearFailures(db: Pick<EntityManager, 'getRepository'>, keys: ThrottleKeys): Promise<void> {
  await db.getRepository(LoginThrottle).delete({ key: In(keyList({ pair: keys.pair, device: keys.device })) });
}

const keyList = (keys: Partial<ThrottleKeys>) => Object.values(keys).filter((k): k is string => k !== undefined);
