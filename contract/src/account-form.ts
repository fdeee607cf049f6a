/**
 * The administration's accounts as forms: a new account, a role with its centres, a new password. The gateway refuses
 * what breaks these rules, and the accounts screen checks them before sending, every field's problem at once, with
 * the same French sentences. Whether a name is taken, or a change would leave no network administrator, only the
 * gateway knows.
 */
import * as z from 'zod/mini';
import { checkForm, loose, reading, type FormCheck } from './form-fields.js';

export const ACCOUNT_ROLES = ['reseau', 'centre'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const USERNAME_PATTERN = /^[\p{L}\p{N}._@-]{3,64}$/u;

export const ACCOUNT_MESSAGES = {
  username: 'Nom d’utilisateur invalide : 3 à 64 lettres, chiffres ou . _ @ -',
  role: 'Rôle : reseau ou centre',
  networkCentres: 'Un administrateur du réseau a accès à tous les centres : ne lui attribuez pas de centre.',
  noCentre: 'Choisissez au moins un centre pour un responsable de centre.',
} as const;

/** French reason why a new password is refused, or null when it is acceptable (also checked for ADMIN_PASSWORD). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Le mot de passe doit compter au plus ${PASSWORD_MAX_LENGTH} caractères.`;
  if (new Set(password).size < 4) return 'Le mot de passe est trop répétitif.';
  return null;
}

export interface AccountAccessFields {
  role: AccountRole;
  /** Sorted, each once; none for a network administrator. */
  centres: string[];
}

export interface NewAccountFields extends AccountAccessFields {
  username: string;
  password: string;
}

const username = reading((value, refuse) => {
  const name = typeof value === 'string' ? value.trim() : '';
  return USERNAME_PATTERN.test(name) ? name : refuse(ACCOUNT_MESSAGES.username);
});

/** Taken as typed: spaces count, and a password is never trimmed. */
const password = reading((value, refuse) => {
  const text = typeof value === 'string' ? value : '';
  const problem = passwordProblem(text);
  return problem ? refuse(problem) : text;
});

const role = reading((value, refuse) =>
  ACCOUNT_ROLES.includes(value as AccountRole) ? (value as AccountRole) : refuse(ACCOUNT_MESSAGES.role),
);

/** The centres as chosen (trimmed, each once); checked against the role once both are read. */
const centres = reading((value) => {
  const list = Array.isArray(value) ? value : [];
  return [...new Set(list.map((c) => (typeof c === 'string' ? c.trim() : '')))].sort();
});

/** A centre manager has one centre or more, all of the network's (when `centreIds` is known); no one else has any. */
function centresForRole(centreIds: readonly string[] | undefined) {
  const problem = ({ role, centres }: AccountAccessFields): string | null => {
    if (role === 'reseau') return centres.length ? ACCOUNT_MESSAGES.networkCentres : null;
    if (!centres.length) return ACCOUNT_MESSAGES.noCentre;
    const unknown = centreIds ? centres.filter((c) => !centreIds.includes(c)) : [];
    return unknown.length
      ? `Centre inconnu : ${unknown.join(', ')} (centres du réseau : ${centreIds!.join(', ') || 'aucun'})`
      : null;
  };
  return (form: AccountAccessFields, ctx: z.core.$RefinementCtx<AccountAccessFields>) => {
    const message = problem(form);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['centres'], input: form.centres });
  };
}

/** A new account: name, initial password, role and centres. */
export function checkNewAccount(input: unknown, centreIds?: readonly string[]): FormCheck<NewAccountFields> {
  const schema = loose({ username, password, role, centres }).check(
    z.superRefine(centresForRole(centreIds), { when: (payload) => isObjectWithRole(payload.value) }),
  );
  return checkForm(schema, input);
}

/** A change of role and centres. */
export function checkAccountAccess(input: unknown, centreIds?: readonly string[]): FormCheck<AccountAccessFields> {
  const schema = loose({ role, centres }).check(
    z.superRefine(centresForRole(centreIds), { when: (payload) => isObjectWithRole(payload.value) }),
  );
  return checkForm(schema, input);
}

/** A new password for an account. */
export function checkNewPassword(input: unknown): FormCheck<{ password: string }> {
  return checkForm(loose({ password }), input);
}

/** The centres rule needs a role that was read: a bad role is its own problem, the centres are not judged by it. */
function isObjectWithRole(value: unknown): boolean {
  const role = (value as { role?: unknown } | null)?.role;
  return ACCOUNT_ROLES.includes(role as AccountRole);
}
