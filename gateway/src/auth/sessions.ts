import { randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { AdminSession as AdminSessionRow, AdminUser, AdminUserCentre, type AdminRole } from '../entities/admin.js';
import { AdminLoginChallenge, AdminTwoFactor } from '../entities/two-factor.js';
import { deviceTokenKey, issueDeviceToken, verifyDeviceToken, type DeviceToken } from './device-tokens.js';
import {
  lockedFor,
  lockedMessage,
  refundAttempt,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
  type ThrottleKeys,
} from './login-throttle.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { serverSecret } from './server-secret.js';
import { sessionTokenHash as tokenHash } from './session-tokens.js';
import type { SignInPort } from './sign-in-port.js';
import { twoFactorKeysOf } from './two-factor-secrets.js';
import { ACCOUNT_LIMITS } from '@garage/contract/form-limits';

export interface AuthSettings {
  sessionIdleMs: number;
  sessionMaxMs: number;
  lockoutMaxMs: number;
  /** ADMIN_REQUIRE_2FA: an account without two-factor sign-in may only enrol (and sign out) until it has. */
  requireTwoFactor: boolean;
  /** The second factor and the audit trail, from the admin services (sign-in-port.ts). */
  accounts: SignInPort;
}

/** The signed-in administrator behind a request, with the role and centres the services check (their `Actor`). */
export interface AdminIdentity {
  id: number;
  username: string;
  role: AdminRole;
  /** The centres of a centre manager; empty for a network administrator (who has them all). */
  centres: readonly string[];
  /** When this session signed in. */
  loginTime: Date;
  /** Two-factor sign-in is required and this account has none yet: it may only enrol. */
  mustEnrolTwoFactor: boolean;
}

export interface AdminSession extends AdminIdentity {
  /** Shown once, never stored: the database keeps its SHA-256 only. */
  token: string;
  expiresAt: Date;
}

export type SignInOutcome =
  | { kind: 'signed-in'; session: AdminSession; device: DeviceToken }
  /** The password was right; a code is due, with this challenge (`completeTwoFactorSignIn`). */
  | { kind: 'two-factor-required'; challenge: string; expiresAt: Date }
  | { kind: 'invalid'; message: string }
  | { kind: 'rejected'; message: string }
  /** The challenge of the second step is unknown, used or past its time: back to the first step. */
  | { kind: 'expired'; message: string }
  | { kind: 'disabled'; message: string }
  | { kind: 'locked'; message: string; retryAfterSeconds: number };

export const SIGN_IN_MESSAGES = {
  missing: 'Le nom d’utilisateur et le mot de passe sont obligatoires',
  rejected: 'Nom d’utilisateur ou mot de passe incorrect',
  expired: 'Session expirée ou invalide : reconnectez-vous',
  codeMissing: 'Le code est obligatoire',
  challengeExpired: 'Étape de connexion expirée : saisissez de nouveau votre nom d’utilisateur et votre mot de passe',
  wrongCode: 'Code incorrect ou déjà utilisé',
  disabled: 'Ce compte est désactivé : adressez-vous à l’administrateur du réseau.',
} as const;

/** How long the second step of a sign-in waits for its code, and how many wrong codes it takes. */
export const CHALLENGE_LIFETIME_SECONDS = 300;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The name of the device tokens' secret in the server_secret table. */
const DEVICE_SECRET = 'admin-device-token';

const locked = (waitMs: number): SignInOutcome => ({
  kind: 'locked',
  message: lockedMessage(waitMs),
  retryAfterSeconds: Math.ceil(waitMs / 1000),
});

/**
 * Checks a username and password and opens a session. An unknown username costs the same password check as a
 * known one and gets the same answer, so neither the message nor the timing tells them apart.
 *
 * `deviceToken`: the device token the client holds, if any. One that is valid for this account frees the attempt
 * from the account-wide lock (login-throttle.ts); anything else counts as none. A success answers a device token to
 * keep (the same device id, with a new expiry).
 */
export async function signIn(
  db: DataSource,
  settings: AuthSettings,
  input: { username: unknown; password: unknown; clientKey: string; deviceToken: string | null },
): Promise<SignInOutcome> {
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!username || !password) return { kind: 'invalid', message: SIGN_IN_MESSAGES.missing };
  // No account name holds a NUL character (and PostgreSQL text cannot): refused like any unknown name.
  if (
    username.length > ACCOUNT_LIMITS.username ||
    password.length > ACCOUNT_LIMITS.password ||
    username.includes('\u0000')
  )
    return { kind: 'rejected', message: SIGN_IN_MESSAGES.rejected };

  // The account + address and address keys hold every attempt, device token or not: when either is locked, one read
  // refuses the attempt before the account and the server secret are (a burst's attempts are mostly refused).
  const { pair, address } = throttleKeys(username, input.clientKey);
  const lockedEarly = await lockedFor(db, { pair, address });
  if (lockedEarly > 0) return locked(lockedEarly);

  const account = await db
    .getRepository(AdminUser)
    .createQueryBuilder('u')
    .where('lower(u.username) = lower(:username)', { username })
    .getOne();
  // Read for unknown names too, so that timing does not tell them apart either.
  const secret = await serverSecret(db, DEVICE_SECRET);
  const deviceId =
    account && input.deviceToken
      ? verifyDeviceToken(deviceTokenKey(secret, account.passwordHash), account.id, input.deviceToken)
      : null;

  // Charged before the password is checked (login-throttle.ts): a wrong one has been counted already.
  const keys = throttleKeys(username, input.clientKey, deviceId);
  const reservation = await reserveAttempt(db, keys, settings.lockoutMaxMs);
  if (!reservation.granted) return locked(reservation.waitMs);

  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches) return { kind: 'rejected', message: SIGN_IN_MESSAGES.rejected };
  // Said only to whoever knows the password: to anyone else a disabled account looks like any other.
  if (account.disabledAt) {
    await refundAttempt(db, keys);
    return { kind: 'disabled', message: SIGN_IN_MESSAGES.disabled };
  }
  if (await settings.accounts.hasTwoFactor(db, account.id)) {
    // The right password gives back its own attempt and clears nothing: the failures counted so far stay, and wrong
    // codes of the second step add to them, so a known password does not buy fresh attempts at the code.
    await refundAttempt(db, keys);
    return issueChallenge(db, account.id, deviceId);
  }
  return openSession(db, settings, account, keys, secret, deviceId, { action: 'login', summary: 'Connexion' });
}

class ChallengeGone extends Error {}

async function issueChallenge(
  db: DataSource,
  adminId: number,
  deviceId: string | null,
): Promise<SignInOutcome & { kind: 'two-factor-required' }> {
  const challenge = randomBytes(32).toString('base64url');
  const challenges = db.getRepository(AdminLoginChallenge);
  // Expired challenges of everyone are dropped here, the only place they are made.
  await challenges.createQueryBuilder().delete().where('expires_at <= now()').execute();
  const inserted = await challenges
    .createQueryBuilder()
    .insert()
    .values({
      tokenHash: tokenHash(challenge),
      adminId,
      deviceId,
      expiresAt: () => `now() + make_interval(secs => ${CHALLENGE_LIFETIME_SECONDS})`,
    })
    .returning('expires_at')
    .execute();
  const [row] = inserted.raw as [{ expires_at: Date }];
  return { kind: 'two-factor-required', challenge, expiresAt: row.expires_at };
}

/**
 * The second step of a sign-in with two-factor: the challenge of the first step and a code of the account's app or
 * one of its recovery codes. Each code checked is charged first to the challenge (5 codes in 5 minutes, then it is
 * void), then to the same throttle keys as passwords; a right code uses the challenge up.
 */
export async function completeTwoFactorSignIn(
  db: DataSource,
  settings: AuthSettings,
  input: { challenge: unknown; code: unknown; clientKey: string },
  now = Date.now(),
): Promise<SignInOutcome> {
  const challenge = typeof input.challenge === 'string' ? input.challenge.trim() : '';
  const code = typeof input.code === 'string' ? input.code.trim() : '';
  if (!challenge || !code) return { kind: 'invalid', message: SIGN_IN_MESSAGES.codeMissing };
  const expired = { kind: 'expired', message: SIGN_IN_MESSAGES.challengeExpired } as const;
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge) || code.length > 32) return expired;

  const found = await db
    .getRepository(AdminLoginChallenge)
    .createQueryBuilder('c')
    .innerJoinAndSelect('c.admin', 'u')
    .where('c.tokenHash = :hash AND c.expiresAt > now()', { hash: tokenHash(challenge) })
    .getOne();
  if (!found?.admin) return expired;
  const account = found.admin;
  // Disabled between the two steps.
  if (account.disabledAt) return { kind: 'disabled', message: SIGN_IN_MESSAGES.disabled };

  // One of the challenge's tries, taken in one statement: of requests sent together, 5 at most get one.
  const challenges = db.getRepository(AdminLoginChallenge);
  const taken = await challenges
    .createQueryBuilder()
    .update()
    .set({ attempts: () => 'attempts + 1' })
    .where('token_hash = :hash AND expires_at > now() AND attempts < :max', {
      hash: found.tokenHash,
      max: CHALLENGE_MAX_ATTEMPTS,
    })
    .execute();
  if (!taken.affected) return expired;
  const keys = throttleKeys(account.username, input.clientKey, found.deviceId);
  const reservation = await reserveAttempt(db, keys, settings.lockoutMaxMs);
  if (!reservation.granted) {
    // No code was checked: the try goes back to the challenge.
    await challenges.decrement({ tokenHash: found.tokenHash }, 'attempts', 1);
    return locked(reservation.waitMs);
  }

  const twoFactorKeys = await twoFactorKeysOf(db);
  let proof;
  try {
    proof = await db.transaction(async (manager) => {
      const used = await settings.accounts.useSecondFactor(manager, twoFactorKeys, account.id, code, now);
      // The challenge is used up with the code: of two requests racing with it, one only goes on (the other's
      // transaction rolls back, its code unused).
      if (used && !(await manager.getRepository(AdminLoginChallenge).delete({ tokenHash: found.tokenHash })).affected)
        throw new ChallengeGone();
      return used;
    });
  } catch (error) {
    if (error instanceof ChallengeGone) return expired;
    throw error;
  }
  // Counted already, on the challenge and the throttle keys. A challenge past its tries stays void until it expires
  // (deleting it here could cut short a right code still being checked on one of its earlier tries).
  if (!proof) return { kind: 'rejected', message: SIGN_IN_MESSAGES.wrongCode };
  const secret = await serverSecret(db, DEVICE_SECRET);
  const audit =
    proof.method === 'totp'
      ? ({ action: 'login', summary: 'Connexion (double authentification)' } as const)
      : ({
          action: 'recovery-code',
          summary: `Connexion avec un code de secours (${proof.remaining} restant${proof.remaining > 1 ? 's' : ''})`,
        } as const);
  return openSession(db, settings, account, keys, secret, found.deviceId, audit);
}

/** Opens the session of a sign-in that passed every check, with its audit line, and renews the device token. */
async function openSession(
  db: DataSource,
  settings: AuthSettings,
  account: AdminUser,
  keys: ThrottleKeys,
  secret: string,
  deviceId: string | null,
  audit: { action: 'login' | 'recovery-code'; summary: string },
): Promise<SignInOutcome> {
  const token = randomBytes(32).toString('base64url');
  const session = await db.transaction(async (manager) => {
    await releaseAttempt(manager, keys);
    // Expired sessions of everyone are dropped here, the only place sessions are created.
    const sessions = manager.getRepository(AdminSessionRow);
    await sessions
      .createQueryBuilder()
      .delete()
      .where('expires_at <= now() OR last_seen_at <= now() - make_interval(secs => :idleSeconds)', {
        idleSeconds: settings.sessionIdleMs / 1000,
      })
      .execute();
    // Times come from the database's clock, the one `authenticate` compares them with.
    const inserted = await sessions
      .createQueryBuilder()
      .insert()
      .values({
        tokenHash: tokenHash(token),
        admin: { id: account.id },
        expiresAt: () => 'now() + make_interval(secs => :maxSeconds)',
      })
      .setParameter('maxSeconds', settings.sessionMaxMs / 1000)
      .returning('created_at, expires_at')
      .execute();
    const [row] = inserted.raw as [{ created_at: Date; expires_at: Date }];
    await settings.accounts.recordAudit(manager, account.username, audit);
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      centres: await centresOf(manager.getRepository(AdminUserCentre), account.id),
      loginTime: row.created_at,
      expiresAt: row.expires_at,
      token,
      mustEnrolTwoFactor: settings.requireTwoFactor && !(await settings.accounts.hasTwoFactor(manager, account.id)),
    };
  });
  const device = issueDeviceToken(deviceTokenKey(secret, account.passwordHash), account.id, deviceId ?? undefined);
  return { kind: 'signed-in', session, device };
}

async function centresOf(repository: Repository<AdminUserCentre>, adminId: number): Promise<string[]> {
  const rows = await repository.find({ select: { centreId: true }, where: { adminId }, order: { centreId: 'ASC' } });
  return rows.map((r) => r.centreId);
}

/**
 * The administrator of a valid session token, or null (unknown, revoked, idle too long, past its end, or of a
 * disabled account). Role and centres are read on every request, so a change applies at once.
 */
export async function authenticate(
  db: DataSource,
  settings: AuthSettings,
  token: string,
): Promise<AdminIdentity | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const hash = tokenHash(token);
  const row = await db
    .getRepository(AdminSessionRow)
    .createQueryBuilder('s')
    .innerJoin('s.admin', 'u')
    .select('u.id', 'id')
    .addSelect('u.username', 'username')
    .addSelect('u.role', 'role')
    .addSelect(
      (centres) =>
        centres
          .select('coalesce(array_agg(c.centre_id ORDER BY c.centre_id), ARRAY[]::text[])')
          .from(AdminUserCentre, 'c')
          .where('c.admin_id = u.id'),
      'centres',
    )
    .addSelect('s.createdAt', 'loginTime')
    .addSelect(`s.lastSeenAt < now() - interval '30 seconds'`, 'stale')
    .leftJoin(AdminTwoFactor, 't', 't.adminId = u.id AND t.enabledAt IS NOT NULL')
    .addSelect('t.adminId IS NOT NULL', 'twoFactor')
    .where('s.tokenHash = :hash AND s.expiresAt > now() AND u.disabledAt IS NULL', { hash })
    .andWhere('s.lastSeenAt > now() - make_interval(secs => :idleSeconds)', {
      idleSeconds: settings.sessionIdleMs / 1000,
    })
    .getRawOne<{
      id: number;
      username: string;
      role: AdminRole;
      centres: string[];
      loginTime: Date;
      stale: boolean;
      twoFactor: boolean;
    }>();
  if (!row) return null;
  // The idle clock restarts on use; written at most every 30 s so reads stay reads.
  if (row.stale) await db.getRepository(AdminSessionRow).update({ tokenHash: hash }, { lastSeenAt: () => 'now()' });
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    centres: row.centres,
    loginTime: row.loginTime,
    mustEnrolTwoFactor: settings.requireTwoFactor && !row.twoFactor,
  };
}

/** Ends the session of this token (no error when it is already gone). */
export async function signOut(
  db: DataSource,
  settings: AuthSettings,
  token: string,
  admin: AdminIdentity,
): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.getRepository(AdminSessionRow).delete({ tokenHash: tokenHash(token) });
    await settings.accounts.recordAudit(manager, admin.username, { action: 'logout', summary: 'Déconnexion' });
  });
}

/**
 * The token of an `Authorization` header: `Basic <token>` as the spec's clients send it, or `Bearer <token>`.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:Basic|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
