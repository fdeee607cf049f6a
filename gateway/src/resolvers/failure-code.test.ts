import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, InvalidInputError, ThrottledError } from '../lib/domain-errors.js';
import { FormInputError } from '../lib/domain-errors.js';
import { FailureCode, refusedAs } from './failure-code.js';

const refusal = (refused: object) => ({ refused });
const failing = (error: unknown) => () => Promise.reject(error);

describe('refusedAs: thrown refusals as a mutation’s typed result', () => {
  it('answers the listed kinds with their code, message and field', async () => {
    expect(await refusedAs(() => Promise.resolve('enregistré'), ['invalid-input'], refusal)).toBe('enregistré');
    const invalid = new InvalidInputError('Mot de passe trop court', { password: 'Mot de passe trop court' });
    expect(await refusedAs(failing(invalid), ['invalid-input', 'conflict'], refusal)).toEqual({
      refused: { code: FailureCode.INVALID_INPUT, message: 'Mot de passe trop court', field: 'password' },
    });
    expect(
      await refusedAs(failing(new ConflictError('Nom déjà pris')), ['invalid-input', 'conflict'], refusal),
    ).toEqual({ refused: { code: FailureCode.CONFLICT, message: 'Nom déjà pris', field: null } });
    expect(await refusedAs(failing(new ThrottledError('Trop de tentatives', 60)), ['throttled'], refusal)).toEqual({
      refused: { code: FailureCode.THROTTLED, message: 'Trop de tentatives', field: null },
    });
    // A form's error names its first field at fault, whatever the order of the others.
    const form = new FormInputError([
      { field: 'title', message: 'Le centre et le titre sont obligatoires' },
      { field: 'centre', message: 'Le centre et le titre sont obligatoires' },
    ]);
    expect(await refusedAs(failing(form), ['invalid-input'], refusal)).toEqual({
      refused: { code: FailureCode.INVALID_INPUT, message: 'Le centre et le titre sont obligatoires', field: 'title' },
    });
  });

  it('leaves every other error thrown: unlisted kinds, other domain errors, bugs', async () => {
    const conflict = new ConflictError('Nom déjà pris');
    await expect(refusedAs(failing(conflict), ['invalid-input'], refusal)).rejects.toBe(conflict);
    const forbidden = new ForbiddenError('Réservé aux administrateurs du réseau.');
    await expect(refusedAs(failing(forbidden), ['invalid-input', 'conflict'], refusal)).rejects.toBe(forbidden);
    const bug = new TypeError('x is undefined');
    await expect(refusedAs(failing(bug), ['invalid-input'], refusal)).rejects.toBe(bug);
  });
});
