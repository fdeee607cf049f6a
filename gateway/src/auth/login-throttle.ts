import type { DataSource, EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

/**
 * Sign-in attempts are counted under several keys, each with its own threshold before the lockout starts:
 * - the account and the caller's address together: one guesser locks only itself out of that account;
 * - the address alone: one guesser trying many accounts;
 * - the account alone, with a higher threshold: guesses spread over many addresses;
 * - the device, for a caller that proves with a device token (device-tokens.ts) that it signed in to this account
 *   before. Such a caller is held by its device, address and account + address keys, not by the account alone, and
 *   its attempts count there too: guesses spread over many addresses lock out unknown devices only, and a device
 *   token, even stolen, cannot lock the account for the others.
 *
 * Reserve, then verify: an attempt is charged to every key before its secret is checked, in one transaction that
 * holds the keys' rows, so requests sent together are counted one after the other and at most the threshold of each
 * key get checked. Beyond its threshold a key is locked for 1 s, then 2 s, 4 s… up to `lockoutMaxMs`; a locked
 * attempt is refused unchecked and charges nothing. A key is forgotten after twice `lockoutMaxMs` without attempts.
 * A right secret gives back only its own charge (`releaseAttempt`): the account + address and device keys are
 * cleared, the address and account keys lose the one attempt, never the failures of others (an attack still under
 * way gets no fresh allowance when the administrator signs in). Counters live in PostgreSQL, so every gateway
 * process sees the same ones.
 */
export const THROTTLE_THRESHOLDS = { pair: 5, address: 10, account: 50, device: 5 } as const;

type KeyKind = keyof typeof THROTTLE_THRESHOLDS;

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

/** The keys with their thresholds, sorted by key: every transaction takes the rows' locks in this one order. */
function keyRows(keys: ThrottleKeys) {
  return (Object.entries(keys) as [KeyKind, string | undefined][])
    .filter((entry): entry is [KeyKind, string] => entry[1] !== undefined)
    .map(([kind, key]) => ({ key, threshold: THROTTLE_THRESHOLDS[kind] }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Milliseconds until the last of the selected rows' locks ends (0 when none is locked or all are past), in SQL. */
const WAIT_MS = `coalesce(max(greatest(0, ceil(extract(epoch FROM locked_until - now()) * 1000))), 0)::bigint`;

/**
 * Milliseconds until every one of these keys is free again, 0 when none is locked: one read, no lock taken. Enough
 * to refuse an attempt early (`Partial`: the keys known before the account is read, for instance), never to grant one.
 */
export async function lockedFor(db: Query, keys: Partial<ThrottleKeys>): Promise<number> {
  const names = Object.values(keys).filter((k): k is string => k !== undefined);
  const [row] = (await db.query(
    `SELECT ${WAIT_MS} AS ms FROM login_throttle WHERE key = ANY($1) AND locked_until > now()`,
    [names],
  )) as [{ ms: string }];
  return Number(row.ms);
}

/** An attempt charged to its keys (`waitMs` 0), or refused unchecked because one of them is locked. */
export type AttemptReservation = { granted: true } | { granted: false; waitMs: number };

/**
 * Charges one attempt to every key, unless one of them is locked. Call it before checking the secret; a right
 * secret then calls `releaseAttempt`, a wrong one nothing more (it has been counted already).
 */
export async function reserveAttempt(
  db: DataSource,
  keys: ThrottleKeys,
  lockoutMaxMs: number,
): Promise<AttemptReservation> {
  // Most of a burst finds a key locked: one read refuses it, without a transaction or a write (refusing needs no
  // lock: only granting does).
  const waitMs = await lockedFor(db, keys);
  if (waitMs > 0) return { granted: false, waitMs };
  // A row deleted (released, refunded to nothing) while this attempt waited for it is not charged by the update
  // below: the transaction is made again, and finds the key anew.
  for (let tries = 1; ; tries++) {
    try {
      return await db.transaction((manager) => reserveOnce(manager, keyRows(keys), lockoutMaxMs));
    } catch (error) {
      if (!(error instanceof RetryReservation) || tries >= 5) throw error;
    }
  }
}

class RetryReservation extends Error {}

async function reserveOnce(
  manager: Query,
  rows: { key: string; threshold: number }[],
  lockoutMaxMs: number,
): Promise<AttemptReservation> {
  const names = rows.map((r) => r.key);
  // Rows made first, so that the lock below holds every key, new ones too.
  await manager.query(
    `INSERT INTO login_throttle (key, failures, last_failure_at, locked_until)
     SELECT key, 0, now(), NULL FROM unnest($1::text[]) WITH ORDINALITY AS k(key, n) ORDER BY n
     ON CONFLICT (key) DO NOTHING`,
    [names],
  );
  const [lock] = (await manager.query(
    `SELECT ${WAIT_MS} AS ms
       FROM (SELECT locked_until FROM login_throttle WHERE key = ANY($1) ORDER BY key FOR UPDATE) AS held`,
    [names],
  )) as [{ ms: string }];
  const waitMs = Number(lock.ms);
  if (waitMs > 0) {
    await dropEmpty(manager, names);
    return { granted: false, waitMs };
  }
  // The new count: 1 after a long quiet (the key was forgotten), one more otherwise. Past the threshold, the lock
  // doubles with each attempt, up to the maximum.
  const [charged] = (await manager.query(
    `WITH counted AS (
       SELECT t.key, k.threshold,
              CASE WHEN t.last_failure_at < now() - make_interval(secs => $3 * 2 / 1000.0) THEN 1
                   ELSE t.failures + 1 END AS failures
         FROM login_throttle t JOIN unnest($1::text[], $2::int[]) AS k(key, threshold) ON k.key = t.key),
     updated AS (
       UPDATE login_throttle t
          SET failures = c.failures, last_failure_at = now(),
              locked_until = CASE WHEN c.failures >= c.threshold
                THEN now() + make_interval(secs => least($3::float8, 1000 * power(2, c.failures - c.threshold)) / 1000.0)
              END
         FROM counted c WHERE t.key = c.key
       RETURNING 1)
     SELECT count(*)::int AS n FROM updated`,
    [names, rows.map((r) => r.threshold), lockoutMaxMs],
  )) as [{ n: number }];
  if (charged.n !== names.length) throw new RetryReservation();
  return { granted: true };
}

/**
 * Gives back the attempt `reserveAttempt` charged, and the lock that charge may have started, on every key: for a
 * right secret that opens no session yet (the password step of a two-factor sign-in), or an attempt refused
 * unchecked after all. The failures of other attempts stay.
 */
export async function refundAttempt(db: Query, keys: ThrottleKeys): Promise<void> {
  await refund(db, keyRows(keys));
}

/**
 * After a successful sign-in: this address (with this account) and this device, if it showed a token, may sign in
 * again, their keys cleared; the address and account keys give back this sign-in's attempt only. `db` may be the
 * transaction that opens the session.
 */
export async function releaseAttempt(db: Query, keys: ThrottleKeys): Promise<void> {
  const cleared = [keys.pair, keys.device].filter((k): k is string => k !== undefined);
  await db.query('DELETE FROM login_throttle WHERE key = ANY($1)', [cleared]);
  await refund(
    db,
    keyRows(keys).filter((r) => !cleared.includes(r.key)),
  );
}

/**
 * One attempt less on each key. A key that was past its threshold before this attempt keeps its lock (it was under
 * attack already); one that was not loses the lock this attempt may have started.
 */
async function refund(db: Query, rows: { key: string; threshold: number }[]): Promise<void> {
  const names = rows.map((r) => r.key);
  await db.query(
    `UPDATE login_throttle t
        SET failures = greatest(0, t.failures - 1),
            locked_until = CASE WHEN t.failures - 1 >= k.threshold THEN t.locked_until END
       FROM unnest($1::text[], $2::int[]) AS k(key, threshold)
      WHERE t.key = k.key`,
    [names, rows.map((r) => r.threshold)],
  );
  await dropEmpty(db, names);
}

/** Keys back to no attempt and no lock hold nothing worth a row. */
async function dropEmpty(db: Query, names: string[]): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = ANY($1) AND failures = 0 AND locked_until IS NULL', [names]);
}

/** The French refusal of a locked attempt, with its wait. */
export function lockedMessage(ms: number, prefix = 'Trop de tentatives de connexion'): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return `${prefix} : réessayez dans ${wait}.`;
}
