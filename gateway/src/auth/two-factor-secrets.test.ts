import { describe, expect, it } from 'vitest';
import {
  newRecoveryCode,
  normaliseRecoveryCode,
  openTotpSecret,
  recoveryCodeHash,
  sealTotpSecret,
  twoFactorKeys,
} from './two-factor-secrets.js';

const keys = twoFactorKeys('secret-du-serveur');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('two-factor secrets', () => {
  it('seals a TOTP secret so that only this account, with this server secret, opens it', () => {
    const sealed = sealTotpSecret(keys, 7, SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(keys, 7, SECRET)).not.toBe(sealed); // a fresh IV each time
    expect(openTotpSecret(keys, 7, sealed)).toBe(SECRET);
    expect(openTotpSecret(keys, 8, sealed)).toBeNull();
    expect(openTotpSecret(twoFactorKeys('autre-secret'), 7, sealed)).toBeNull();
    const [version, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(openTotpSecret(keys, 7, [version, iv, flipped, tag].join('.'))).toBeNull();
    expect(openTotpSecret(keys, 7, 'pas-scellé')).toBeNull();
  });

  it('makes recovery codes of 10 unambiguous characters, read back whatever the case and spacing', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const code = codes[0]!;
    const letters = code.replace('-', '');
    expect(normaliseRecoveryCode(code)).toBe(letters);
    expect(normaliseRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(letters);
    for (const bad of ['', '123456', 'abcde-fghi', 'abcde-fghij-k', 'abcde-fghi0', 'ABCDE-FGHIL'])
      expect(normaliseRecoveryCode(bad)).toBeNull();
  });

  it('keeps recovery codes as a keyed hash that differs from one server secret to another', () => {
    const hash = recoveryCodeHash(keys, 'abcdefghjk');
    expect(hash).not.toContain('abcdefghjk');
    expect(recoveryCodeHash(keys, 'abcdefghjk')).toBe(hash);
    expect(recoveryCodeHash(twoFactorKeys('autre-secret'), 'abcdefghjk')).not.toBe(hash);
  });
});
