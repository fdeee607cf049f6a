import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, checkAccountAccess, checkNewAccount, checkNewPassword } from './account-form.js';

const centres = ['montpellier', 'nice'];

describe('the accounts’ forms, as the gateway and the accounts screen check them', () => {
  it('reports every field of a new account at fault at once', () => {
    expect(checkNewAccount({ username: 'a b', password: 'court', role: 'centre', centres: [] }, centres)).toEqual({
      ok: false,
      problems: [
        { field: 'username', message: ACCOUNT_MESSAGES.username },
        { field: 'password', message: 'Le mot de passe doit compter au moins 12 caractères.' },
        { field: 'centres', message: ACCOUNT_MESSAGES.noCentre },
      ],
    });
  });

  it('gives the account to create: name trimmed, password as typed, centres sorted once each', () => {
    expect(
      checkNewAccount(
        {
          username: ' léa.m ',
          password: ' une phrase sûre ',
          role: 'centre',
          centres: ['nice', 'montpellier', 'nice'],
        },
        centres,
      ),
    ).toEqual({
      ok: true,
      fields: { username: 'léa.m', password: ' une phrase sûre ', role: 'centre', centres: ['montpellier', 'nice'] },
    });
  });

  it('judges the centres by the role: none for the network, known ones for a centre manager', () => {
    expect(checkAccountAccess({ role: 'reseau', centres: ['nice'] }, centres)).toEqual({
      ok: false,
      problems: [{ field: 'centres', message: ACCOUNT_MESSAGES.networkCentres }],
    });
    expect(checkAccountAccess({ role: 'centre', centres: ['nice', 'atlantide'] }, centres)).toEqual({
      ok: false,
      problems: [{ field: 'centres', message: 'Centre inconnu : atlantide (centres du réseau : montpellier, nice)' }],
    });
    // Without the network's list (the screen offers only its centres), any id is taken.
    expect(checkAccountAccess({ role: 'centre', centres: ['atlantide'] }).ok).toBe(true);
    // A bad role is its own problem; the centres are not judged by it.
    expect(checkAccountAccess({ role: 'admin', centres: [] }, centres)).toEqual({
      ok: false,
      problems: [{ field: 'role', message: ACCOUNT_MESSAGES.role }],
    });
  });

  it('refuses a repetitive or over-long password', () => {
    expect(checkNewPassword({ password: 'aaaaaaaaaaaabbb' })).toEqual({
      ok: false,
      problems: [{ field: 'password', message: 'Le mot de passe est trop répétitif.' }],
    });
    expect(checkNewPassword({ password: 'x1'.repeat(129) }).ok).toBe(false);
    expect(checkNewPassword({ password: 'correct horse battery' }).ok).toBe(true);
  });
});
