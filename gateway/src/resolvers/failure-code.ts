import { registerEnumType } from 'type-graphql';
import { isDomainError, type FailureKind } from '../lib/domain-errors.js';

/**
 * Why a mutation refused, on the failure members of its result union: the screen switches on it rather than on a
 * message. Failures no screen handles (a bug, an expired session) stay GraphQL errors.
 */
export enum FailureCode {
  INVALID_INPUT = 'INVALID_INPUT',
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  THROTTLED = 'THROTTLED',
  ACCOUNT_DISABLED = 'ACCOUNT_DISABLED',
  CONFLICT = 'CONFLICT',
  CHALLENGE_EXPIRED = 'CHALLENGE_EXPIRED',
}

registerEnumType(FailureCode, {
  name: 'FailureCode',
  description:
    'Raison d’un refus : saisie invalide, identifiants incorrects, trop de tentatives, compte désactivé, conflit ' +
    'avec ce qui est enregistré (nom déjà pris, dernier administrateur du réseau), étape de connexion expirée.',
});

/** The refusal code of the domain errors a screen shows beside its form. */
const REFUSAL_CODE: Partial<Record<FailureKind, FailureCode>> = {
  'invalid-input': FailureCode.INVALID_INPUT,
  conflict: FailureCode.CONFLICT,
  throttled: FailureCode.THROTTLED,
};

/** What a refusal member of a result union carries: its code, the French message, the field at fault if any. */
export interface Refusal {
  code: FailureCode;
  message: string;
  field: string | null;
}

/**
 * Runs an admin mutation, and answers the domain errors of `kinds` with its union's refusal member (`refusal` makes
 * it); any other error stays a GraphQL error (FORBIDDEN, NOT_FOUND, a bug). The one place where a thrown refusal
 * becomes a typed result.
 */
export async function refusedAs<T, R>(
  work: () => Promise<T>,
  kinds: readonly FailureKind[],
  refusal: (refused: Refusal) => R,
): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    const code = isDomainError(error) && kinds.includes(error.kind) ? REFUSAL_CODE[error.kind] : undefined;
    if (!code || !isDomainError(error)) throw error;
    const fields = 'fields' in error ? Object.keys(error.fields as object) : [];
    const field = 'field' in error && typeof error.field === 'string' ? error.field : (fields[0] ?? null);
    return refusal({ code, message: error.message, field });
  }
}
