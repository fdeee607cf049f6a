import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { serverSecret } from './server-secret.js';
import { RECOVERY_CODE_LETTERS } from '@garage/contract/two-factor-codes';

/**
 * Keys of two-factor sign-in, derived from one server secret (auth/server-secret.ts, kept in PostgreSQL and left
 * out of backups): a backup at rest holds neither a usable TOTP secret nor what recovery codes are checked with.
 *
 * TOTP secrets are encrypted with AES-256-GCM, bound to their account (the account id is the associated data, so
 * a secret copied onto another account does not open). Recovery codes are kept as HMAC-SHA256.
 */

/** The name of their secret in the server_secret table. */
export const TWO_FACTOR_SECRET = 'admin-two-factor';

const VERSION = 'v1';

export interface TwoFactorKeys {
  encryption: Buffer;
  recovery: Buffer;
}

export function twoFactorKeys(serverSecret: string): TwoFactorKeys {
  const derive = (use: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', `admin-two-factor ${use}`, 32));
  return { encryption: derive('totp-secret'), recovery: derive('recovery-code') };
}

/** The keys of this site, from its secret in the database (made on first use). */
export const twoFactorKeysOf = async (db: Pick<EntityManager, 'getRepository'>) =>
  twoFactorKeys(await serverSecret(db, TWO_FACTOR_SECRET));

const aad = (adminId: number) => Buffer.from(`admin:${adminId}`);

/** `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export function sealTotpSecret(keys: TwoFactorKeys, adminId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv).setAAD(aad(adminId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when the text was not sealed for this account with this key (another site, a restore). */
export function openTotpSecret(keys: TwoFactorKeys, adminId: number, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'))
      .setAAD(aad(adminId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as `xxxxx-xxxxx`. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCode(): string {
  // 10 draws from 31 letters: about 49.5 bits. Rejection sampling keeps every letter equally likely.
  let code = '';
  while (code.length < RECOVERY_CODE_LETTERS) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && code.length < RECOVERY_CODE_LETTERS) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The recovery code as typed, reduced to its letters (case, spaces and hyphens ignored), or null if it is not one. */
export function normaliseRecoveryCode(input: string): string | null {
  const letters = input.toLowerCase().replace(/[\s-]+/g, '');
  return new RegExp(`^[${ALPHABET}]{${RECOVERY_CODE_LETTERS}}$`).test(letters) ? letters : null;
}

/** The HMAC stored for a normalised recovery code. */
export function recoveryCodeHash(keys: TwoFactorKeys, normalised: string): string {
  return createHmac('sha256', keys.recovery).update(normalised).digest('base64url');
}
