/**
 * The codes of the two-factor sign-in (decision 032) as a person types them. The gateway reads them (the app's code in
 * `auth/totp.ts`, a recovery code in `auth/two-factor-secrets.ts`); the sign-in screens size their fields by them.
 */

/** The authenticator app's code: six digits. */
export const TOTP_DIGITS = 6;

/** The app's code as typed: its digits, and the space some apps show in the middle. */
export const TOTP_CODE_MAX_LENGTH = TOTP_DIGITS + 1;

/** A recovery code: ten letters and digits, shown `xxxxx-xxxxx`. */
export const RECOVERY_CODE_LETTERS = 10;

/** A recovery code as typed: its letters, its hyphen, and a few spaces. */
export const RECOVERY_CODE_MAX_LENGTH = 16;

/** A field that takes either code. */
export const SECOND_FACTOR_CODE_MAX_LENGTH = Math.max(TOTP_CODE_MAX_LENGTH, RECOVERY_CODE_MAX_LENGTH);
