import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens: proof that this browser (or client) once signed in to this account. They exempt it from the
 * account-wide sign-in lock, never from its own or its address's (see login-throttle.ts and decision 011).
 *
 * `d1.<id>.<expiry>.<mac>`: a random id naming the device, the expiry in Unix seconds, and an HMAC-SHA256 of
 * `d1.<id>.<expiry>.<account id>`. The HMAC key is derived from a server secret and the account's current password
 * hash, so a token is good for one account only, and changing or resetting the password voids every token of it.
 * Nothing is stored per device: verifying is recomputing the HMAC.
 */

/** 90 days. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 90 * 24 * 3600;

const VERSION = 'd1';
const SHAPE = /^d1\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceToken {
  /** The random id of the device, stable across sign-ins from it. */
  id: string;
  /** The token to hand to the client. */
  value: string;
  expiresAt: Date;
}

/** The HMAC key for one account's tokens: HKDF-SHA256 of the server secret, bound to its password hash. */
export function deviceTokenKey(serverSecret: string, passwordHash: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, '', `admin-device-token ${VERSION}\u0000${passwordHash}`, 32));
}

const mac = (key: Buffer, id: string, expiry: number, accountId: number) =>
  createHmac('sha256', key).update(`${VERSION}.${id}.${expiry}.${accountId}`).digest();

/** A token for this account, for the device `id` (a new random one when absent). */
export function issueDeviceToken(
  key: Buffer,
  accountId: number,
  id: string = randomBytes(16).toString('base64url'),
  now = Date.now(),
): DeviceToken {
  const expiry = Math.floor(now / 1000) + DEVICE_TOKEN_LIFETIME_SECONDS;
  const value = `${VERSION}.${id}.${expiry}.${mac(key, id, expiry, accountId).toString('base64url')}`;
  return { id, value, expiresAt: new Date(expiry * 1000) };
}

/** The device id of a token made with this key for this account and not yet expired; null for anything else. */
export function verifyDeviceToken(key: Buffer, accountId: number, token: string, now = Date.now()): string | null {
  const match = SHAPE.exec(token);
  if (!match) return null;
  const [, id, expiryText, macText] = match as unknown as [string, string, string, string];
  const expiry = Number(expiryText);
  if (expiry * 1000 <= now) return null;
  // Compared as text: decoding first would accept other spellings of the same bytes (the last base64 character
  // carries spare bits).
  const expected = Buffer.from(mac(key, id, expiry, accountId).toString('base64url'));
  return timingSafeEqual(Buffer.from(macText), expected) ? id : null;
}
