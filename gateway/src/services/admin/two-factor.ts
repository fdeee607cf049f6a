import QRCode from 'qrcode';
import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { AdminUser } from '../../entities/admin.js';
import { AdminLoginChallenge, AdminRecoveryCode, AdminTwoFactor } from '../../entities/two-factor.js';
import {
  lockedMessage,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
  type ThrottleKeys,
} from '../../auth/login-throttle.js';
import { endOtherSessions } from '../../auth/session-tokens.js';
import { verifyPassword } from '../../auth/passwords.js';
import type { SecondFactor } from '../../auth/sign-in-port.js';
import { acceptedTotpStep, newTotpSecret, totpUri } from '../../auth/totp.js';
import {
  RECOVERY_CODE_COUNT,
  newRecoveryCode,
  normaliseRecoveryCode,
  openTotpSecret,
  recoveryCodeHash,
  sealTotpSecret,
  twoFactorKeysOf,
  type TwoFactorKeys,
} from '../../auth/two-factor-secrets.js';
import { ConflictError, InvalidInputError, ThrottledError } from '../../lib/domain-errors.js';
import { recordAudit } from './audit.js';
import { TOTP_DIGITS } from '@garage/contract/two-factor-codes';

/** A data source or a transaction's manager. */
type Db = Pick<EntityManager, 'getRepository' | 'query'>;

/** The account acting on its own two-factor settings. */
export interface TwoFactorAccount {
  id: number;
  username: string;
}

/**
 * Who asks for a change, from where: the password typed again, the caller's address key for the sign-in throttle,
 * and the session token of the request (the one session a change leaves open).
 */
export interface TwoFactorRequest {
  password?: string | null;
  clientKey: string;
  sessionToken: string | null;
}

export const TWO_FACTOR_MESSAGES = {
  required:
    'La double authentification est obligatoire pour les administrateurs : activez-la avant toute autre opération.',
  wrongCode: 'Code incorrect ou déjà utilisé : saisissez le code affiché par votre application, ou un code de secours.',
  wrongEnrolmentCode: 'Code incorrect : saisissez le code à 6 chiffres affiché par votre application.',
  alreadyEnabled: 'La double authentification est déjà activée pour ce compte.',
  noEnrolment: 'Aucune activation en cours : demandez d’abord un nouveau QR code.',
  notEnabled: 'La double authentification n’est pas activée pour ce compte.',
  passwordMissing: 'Saisissez votre mot de passe.',
  wrongPassword: 'Mot de passe incorrect.',
  proofMissing: 'Saisissez votre mot de passe et un code de votre application (ou un code de secours).',
  wrongProof: 'Mot de passe ou code incorrect.',
} as const;

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  /** Unused recovery codes left (0 when two-factor sign-in is off). */
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Db, adminId: number): Promise<TwoFactorStatus> {
  const row = await db.getRepository(AdminTwoFactor).findOneBy({ adminId, enabledAt: Not(IsNull()) });
  const recoveryCodesLeft = row ? await db.getRepository(AdminRecoveryCode).countBy({ adminId, usedAt: IsNull() }) : 0;
  return { enabled: Boolean(row), enabledAt: row?.enabledAt ?? null, recoveryCodesLeft };
}

/** True when the account signs in with a second factor. */
export async function hasTwoFactor(db: Db, adminId: number): Promise<boolean> {
  return db.getRepository(AdminTwoFactor).existsBy({ adminId, enabledAt: Not(IsNull()) });
}

export interface TwoFactorEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  uri: string;
  /** The URI as a QR code: an SVG image in a data: URL. */
  qrCode: string;
}

/**
 * Checks the password of the signed-in account, typed again before its sign-in settings change: whoever holds an
 * open session (a browser left signed in, a stolen token) cannot change them without it. Charged to the sign-in
 * throttle before the check, as a sign-in is (login-throttle.ts); answers the keys to release once the change is
 * made.
 */
async function checkPasswordAgain(
  db: DataSource,
  settings: { lockoutMaxMs: number },
  account: TwoFactorAccount,
  input: TwoFactorRequest,
  missingMessage: string,
): Promise<{ keys: ThrottleKeys; passwordOk: boolean }> {
  const password = input.password ?? '';
  if (!password) throw new InvalidInputError(missingMessage);
  const keys = throttleKeys(account.username, input.clientKey);
  const reservation = await reserveAttempt(db, keys, settings.lockoutMaxMs);
  if (!reservation.granted) {
    throw new ThrottledError(
      lockedMessage(reservation.waitMs, 'Trop de tentatives'),
      Math.ceil(reservation.waitMs / 1000),
    );
  }
  const { passwordHash } = await db.getRepository(AdminUser).findOneByOrFail({ id: account.id });
  return { keys, passwordOk: password.length <= 256 && (await verifyPassword(password, passwordHash)) };
}

/**
 * First step of enrolment, after the password typed again: a new secret, kept (encrypted) until the account
 * confirms it with a code. Asking again replaces the one waiting. The secret is shown here only: nothing reads it
 * back afterwards.
 */
export async function startTwoFactorEnrolment(
  db: DataSource,
  settings: { lockoutMaxMs: number },
  account: TwoFactorAccount,
  input: TwoFactorRequest,
  issuer: string,
): Promise<TwoFactorEnrolment> {
  if (await hasTwoFactor(db, account.id)) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const { keys, passwordOk } = await checkPasswordAgain(
    db,
    settings,
    account,
    input,
    TWO_FACTOR_MESSAGES.passwordMissing,
  );
  if (!passwordOk) throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongPassword);
  await releaseAttempt(db, keys);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(await twoFactorKeysOf(db), account.id, secret);
  await db
    .createQueryBuilder()
    .insert()
    .into(AdminTwoFactor)
    .values({ adminId: account.id, secret: sealed, enabledAt: null, lastUsedStep: null })
    .orUpdate(['secret', 'enabled_at', 'last_used_step', 'created_at'], ['admin_id'])
    .execute();
  const uri = totpUri(secret, issuer, account.username);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Second step: a code of the app proves it holds the secret. Two-factor sign-in is on from here, the account's
 * other sessions (opened with the password alone) end, and the account receives its recovery codes, shown this once
 * (only their HMAC is kept).
 */
export async function confirmTwoFactorEnrolment(
  db: DataSource,
  account: TwoFactorAccount,
  code: string,
  sessionToken: string | null,
  now = Date.now(),
): Promise<string[]> {
  const keys = await twoFactorKeysOf(db);
  return db.transaction(async (manager) => {
    const row = await manager
      .getRepository(AdminTwoFactor)
      .createQueryBuilder('t')
      .setLock('pessimistic_write')
      .where('t.adminId = :id', { id: account.id })
      .getOne();
    if (row?.enabledAt) throw new ConflictError(TWO_FACTOR_MESSAGES.alreadyEnabled);
    const secret = row && openTotpSecret(keys, account.id, row.secret);
    if (!secret) throw new ConflictError(TWO_FACTOR_MESSAGES.noEnrolment);
    const step = acceptedTotpStep(secret, code, now, null);
    if (step === null)
      throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongEnrolmentCode, {
        code: TWO_FACTOR_MESSAGES.wrongEnrolmentCode,
      });
    await manager
      .getRepository(AdminTwoFactor)
      .update({ adminId: account.id }, { enabledAt: () => 'now()', lastUsedStep: step });
    const codes = await replaceRecoveryCodes(manager, keys, account.id);
    await endOtherSessions(manager, account.id, sessionToken);
    await recordAudit(manager, account.username, {
      action: 'two-factor-enable',
      summary: 'Double authentification activée',
    });
    return codes;
  });
}

async function replaceRecoveryCodes(manager: EntityManager, keys: TwoFactorKeys, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const repository = manager.getRepository(AdminRecoveryCode);
  await repository.delete({ adminId });
  await repository.insert(
    codes.map((code) => ({ adminId, codeHash: recoveryCodeHash(keys, normaliseRecoveryCode(code)!), usedAt: null })),
  );
  return codes;
}

/**
 * Checks a code of the account's app or one of its recovery codes, and uses it up: the TOTP step is recorded (its
 * code, and older ones, are refused from then on) or the recovery code is marked used. Both writes are conditional
 * updates, so two requests racing with one code cannot both pass. Null for anything else. Run it in the
 * transaction that acts on the proof.
 */
export async function useSecondFactor(
  manager: EntityManager,
  keys: TwoFactorKeys,
  adminId: number,
  code: string,
  now: number,
): Promise<SecondFactor | null> {
  const row = await manager.getRepository(AdminTwoFactor).findOneBy({ adminId, enabledAt: Not(IsNull()) });
  if (!row) return null;
  // Six digits: a code of the app; anything else may be a recovery code (ten letters and digits).
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s+/g, ''))) {
    const secret = openTotpSecret(keys, adminId, row.secret);
    const step = secret ? acceptedTotpStep(secret, code, now, row.lastUsedStep) : null;
    if (step === null) return null;
    const updated = await manager
      .getRepository(AdminTwoFactor)
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: step })
      .where('admin_id = :adminId AND (last_used_step IS NULL OR last_used_step < :step)', { adminId, step })
      .execute();
    return updated.affected ? { method: 'totp' } : null;
  }
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) return null;
  const used = await manager
    .getRepository(AdminRecoveryCode)
    .createQueryBuilder()
    .update()
    .set({ usedAt: () => 'now()' })
    .where('admin_id = :adminId AND code_hash = :hash AND used_at IS NULL', {
      adminId,
      hash: recoveryCodeHash(keys, normalised),
    })
    .execute();
  if (!used.affected) return null;
  const remaining = await manager.getRepository(AdminRecoveryCode).countBy({ adminId, usedAt: IsNull() });
  return { method: 'recovery-code', remaining };
}

/**
 * Drops an account's second factor: its secret (or enrolment waiting), its recovery codes and any second sign-in
 * step it had pending. The account signs in with its password alone from then on. Answers whether it had one on.
 */
export async function removeTwoFactor(manager: EntityManager, adminId: number): Promise<boolean> {
  const enabled = await hasTwoFactor(manager, adminId);
  await manager.getRepository(AdminTwoFactor).delete({ adminId });
  await manager.getRepository(AdminRecoveryCode).delete({ adminId });
  await manager.getRepository(AdminLoginChallenge).delete({ adminId });
  return enabled;
}

/**
 * Turns two-factor sign-in off (or drops an enrolment never confirmed). It asks for the password again and for a
 * code of the app or a recovery code: neither an open session alone, nor the password alone, can turn it off. The
 * attempt is charged to the sign-in throttle before either is checked. The account's other sessions end.
 */
export async function disableTwoFactor(
  db: DataSource,
  settings: { lockoutMaxMs: number },
  account: TwoFactorAccount,
  input: TwoFactorRequest & { code?: string | null },
  now = Date.now(),
): Promise<void> {
  const code = input.code?.trim() ?? '';
  if (!code || !input.password) throw new InvalidInputError(TWO_FACTOR_MESSAGES.proofMissing);
  if (!(await hasTwoFactor(db, account.id))) throw new ConflictError(TWO_FACTOR_MESSAGES.notEnabled);
  const { keys, passwordOk } = await checkPasswordAgain(db, settings, account, input, TWO_FACTOR_MESSAGES.proofMissing);
  const secrets = await twoFactorKeysOf(db);
  const done = await db.transaction(async (manager) => {
    const proof = passwordOk && (await useSecondFactor(manager, secrets, account.id, code, now));
    if (!proof) return false;
    await removeTwoFactor(manager, account.id);
    await endOtherSessions(manager, account.id, input.sessionToken);
    const how = proof.method === 'totp' ? 'code de l’application' : 'code de secours';
    await recordAudit(manager, account.username, {
      action: 'two-factor-disable',
      summary: `Double authentification désactivée (mot de passe et ${how})`,
    });
    await releaseAttempt(manager, keys);
    return true;
  });
  // Counted already: one message for either wrong, so a stolen session does not learn the password is right.
  if (!done) throw new InvalidInputError(TWO_FACTOR_MESSAGES.wrongProof);
}
