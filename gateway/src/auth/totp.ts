import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS } from '@garage/contract/two-factor-codes';

/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app reads them: HMAC-SHA1, 6 digits, 30-second
 * steps. The arithmetic is the `otpauth` library's; what is ours is the window and the replay rule. Every function
 * takes the time (`now`, milliseconds) so that tests fix the clock.
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const SETTINGS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** Codes of the step just before and just after the current one are accepted too: clocks drift, typing takes time. */
export const TOTP_WINDOW = 1;

/** A new random secret in base32, as apps take it: 20 bytes, the HMAC-SHA1 key length RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…` URI an app reads from the QR code: the site's name and the account name label it. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...SETTINGS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step of a moment: the counter its code is made from. */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an app shows at `now` (for tests and tools; sign-in never needs to make one). */
export function totpCode(secret: string, now: number): string {
  return TOTP.generate({ ...SETTINGS, secret: Secret.fromBase32(secret), timestamp: now });
}

/**
 * The step of `code` when it is the code of the current step or of one next to it, and of a step after
 * `lastUsedStep` (a code accepted once is refused afterwards, and so are older ones); null otherwise.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  now: number,
  lastUsedStep: number | null,
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!TOTP_CODE.test(token)) return null;
  const delta = TOTP.validate({
    ...SETTINGS,
    token,
    secret: Secret.fromBase32(secret),
    timestamp: now,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
