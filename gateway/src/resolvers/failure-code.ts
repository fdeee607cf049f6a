import { registerEnumType } from 'type-graphql';

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
