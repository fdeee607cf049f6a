import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { AdminSession as AdminSessionRow, AdminUser, AdminUserCentre, type AdminRole } from '../entities/admin.js';
import { recordAudit } from '../services/admin/audit.js';
import type { Actor } from '../services/admin/permissions.js';
import { deviceTokenKey, issueDeviceToken, verifyDeviceToken, type DeviceToken } from './device-tokens.js';
import { clearFailures, lockedFor, recordFailure, throttleKeys } from './login-throttle.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { serverSecret } from './server-secret.js';

export interface AuthSettings {
  sessionIdleMs: number;
  sessionMaxMs: number;
  lockoutMaxMs: number;
}

/** The signed-in administrator behind a request, with the role and centres the services check. */
export interface AdminIdentity extends Actor {
  id: number;
  username: string;
  /** When this session signed in. */
  loginTime: Date;
}

export interface AdminSession extends AdminIdentity {
  /** Shown once, never stored: the database keeps its SHA-256 only. */
  token: string;
  expiresAt: Date;
}

export type SignInOutcome =
  | { kind: 'signed-in'; session: AdminSession; device: DeviceToken }
  | { kind: 'invalid'; message: string }
  | { kind: 'rejected'; message: string }
  | { kind: 'disabled'; message: string }
  | { kind: 'locked'; message: string; retryAfterSeconds: number };

export const SIGN_IN_MESSAGES = {
  missing: 'Le nom d’utilisateur et le mot de passe sont obligatoires',
  rejected: 'Nom d’utilisateur ou mot de passe incorrect',
  expired: 'Session expirée ou invalide : reconnectez-vous',
  disabled: 'Ce compte est désactivé : adressez-vous à l’administrateur du réseau.',
} as const;

/** The name of the device tokens' secret in the server_secret table. */
const DEVICE_SECRET = 'admin-device-token';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function lockedMessage(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 90 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Trop de tentatives de connexion : réessayez dans ${wait}.`;
}

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
  if (username.length > 64 || password.length > 256 || username.includes('\u0000'))
    return { kind: 'rejected', message: SIGN_IN_MESSAGES.rejected };

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

  const keys = throttleKeys(username, input.clientKey, deviceId);
  const waitMs = await lockedFor(db, keys);
  if (waitMs > 0) {
    return { kind: 'locked', message: lockedMessage(waitMs), retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }

  const matches = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
  if (!account || !matches) {
    await recordFailure(db, keys, settings.lockoutMaxMs);
    return { kind: 'rejected', message: SIGN_IN_MESSAGES.rejected };
  }
  // Said only to whoever knows the password: to anyone else a disabled account looks like any other.
  if (account.disabledAt) return { kind: 'disabled', message: SIGN_IN_MESSAGES.disabled };

  const token = randomBytes(32).toString('base64url');
  const session = await db.transaction(async (manager) => {
    await clearFailures(manager, keys);
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
    await recordAudit(manager, account.username, { action: 'login', summary: 'Connexion' });
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      centres: await centresOf(manager.getRepository(AdminUserCentre), account.id),
      loginTime: row.created_at,
      expiresAt: row.expires_at,
      token,
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
    }>();
  if (!row) return null;
  // The idle clock restarts on use; written at most every 30 s so reads stay reads.
  if (row.stale) await db.getRepository(AdminSessionRow).update({ tokenHash: hash }, { lastSeenAt: () => 'now()' });
  return { id: row.id, username: row.username, role: row.role, centres: row.centres, loginTime: row.loginTime };
}

/** Ends the session of this token (no error when it is already gone). */
export async function signOut(db: DataSource, token: string, admin: AdminIdentity): Promise<void> {
  await db.transaction(async (manager) => {
    await manager.getRepository(AdminSessionRow).delete({ tokenHash: tokenHash(token) });
    await recordAudit(manager, admin.username, { action: 'logout', summary: 'Déconnexion' });
  });
}

/**
 * The token of an `Authorization` header: `Basic <token>` as the spec's clients send it, or `Bearer <token>`.
 */
export function tokenFromHeader(header: string | undefined): string | null {
  const match = /^(?:Basic|Bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
