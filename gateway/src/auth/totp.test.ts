import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from './totp.js';

// RFC 6238, appendix B: the SHA-1 key is the ASCII text "12345678901234567890".
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** A fixed moment, in the middle of its 30-second step. */
const now = Date.UTC(2026, 10, 25, 12, 0, 15);
const STEP = 30_000;

describe('TOTP (RFC 6238)', () => {
  it('makes the RFC’s test values (their last 6 digits)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of the current step, and of the steps just before and after', () => {
    const secret = newTotpSecret();
    const step = totpStep(now);
    expect(acceptedTotpStep(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(acceptedTotpStep(secret, totpCode(secret, now - STEP), now, null)).toBe(step - 1);
    expect(acceptedTotpStep(secret, totpCode(secret, now + STEP), now, null)).toBe(step + 1);
    // As typed from some apps: with a space in the middle.
    const code = totpCode(secret, now);
    expect(acceptedTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
  });

  it('refuses codes two steps away or more, another secret’s code, and anything not 6 digits', () => {
    const secret = newTotpSecret();
    for (const offset of [-2, 2, 10])
      expect(acceptedTotpStep(secret, totpCode(secret, now + offset * STEP), now, null)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(newTotpSecret(), now), now, null)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', `${totpCode(secret, now)}0`])
      expect(acceptedTotpStep(secret, bad, now, null)).toBeNull();
  });

  it('refuses a code once its step was used, and codes of earlier steps', () => {
    const secret = newTotpSecret();
    const used = acceptedTotpStep(secret, totpCode(secret, now), now, null)!;
    expect(acceptedTotpStep(secret, totpCode(secret, now), now, used)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now), now + 20_000, used)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now - STEP), now, used)).toBeNull();
    expect(acceptedTotpStep(secret, totpCode(secret, now + STEP), now, used)).toBe(used + 1);
  });

  it('writes the otpauth URI apps read: issuer, account, SHA1, 6 digits, 30 s', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'Garage Réseau', 'atelier'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Garage Réseau:atelier');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Garage Réseau',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
