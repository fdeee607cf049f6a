import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@garage/contract/account-form';
import { ARGON2_SETTINGS, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at OWASP settings and a fresh salt each time', async () => {
    const a = await hashPassword('un mot de passe solide');
    const b = await hashPassword('un mot de passe solide');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_SETTINGS.memory * 1024).toBeGreaterThanOrEqual(19 * 1024 * 1024);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('un mot de passe solide');
    expect(await verifyPassword('un mot de passe solide', stored)).toBe(true);
    expect(await verifyPassword('un mot de passe solidE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('un mot de passe solide', 'not-a-hash')).toBe(false);
  });

  it('refuses short or repetitive passwords with a French reason', () => {
    expect(passwordProblem('court')).toMatch(/au moins 12 caractères/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(/répétitif/);
    expect(passwordProblem('garage-montpellier-34')).toBeNull();
  });
});
