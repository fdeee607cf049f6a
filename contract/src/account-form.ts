/**
 * The administration's accounts as forms: a new account, a role with its centres, a new password. The gateway refuses
 * what breaks these rules, and the accounts screen checks them before sending, every field's problem at once, with
 * the same French sentences. Whether a name is taken, or a change would leave no network administrator, only the
 * gateway knows.
 */
import * as z from 'zod/mini';
import { checkForm, loose, reading, type FormCheck, type FormInput } from './form-fields.js';
import { ACCOUNT_LIMITS } from './form-limits.js';

export const ACCOUNT_ROLES = ['reseau', 'centre'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const USERNAME_PATTERN = new RegExp(
  `^[\\p{L}\\p{N}._@-]{${ACCOUNT_LIMITS.usernameMin},${ACCOUNT_LIMITS.username}}$`,
  'u',
);

export const ACCOUNT_MESSAGES = {
  username: `Nom d’utilisateur invalide : ${ACCOUNT_LIMITS.usernameMin} à ${ACCOUNT_LIMITS.username} lettres, chiffres ou . _ @ -`,
  role: 'Rôle : reseau ou centre',
  networkCentres: 'Un administrateur du réseau a accès à tous les centres : ne lui attribuez pas de centre.',
  noCentre: 'Choisissez au moins un centre pour un responsable de centre.',
} as const;

/** French reason why a new password is refused, or null when it is acceptable (also checked for ADMIN_PASSWORD). */
export function passwordProblem(password: string): string | null {
  if (password.length < ACCOUNT_LIMITS.passwordMin)
    return `Le mot de passe doit compter au moins ${ACCOUNT_LIMITS.passwordMin} caractères.`;
  if (password.length > ACCOUNT_LIMITS.password)
    return `Le mot de passe doit compter au plus ${ACCOUNT_LIMITS.password} caractères.`;
  if (new Set(password).size < 4) return 'Le mot de passe est trop répétitif.';
  return null;
}

const username = reading<string, string>((value, refuse) => {
  const name = typeof value === 'string' ? value.trim() : '';
  return USERNAME_PATTERN.test(name) ? name : refuse(ACCOUNT_MESSAGES.username);
});

/** Taken as typed: spaces count, and a password is never trimmed. */
const password = reading<string, string>((value, refuse) => {
  const text = typeof value === 'string' ? value : '';
  const problem = passwordProblem(text);
  return problem ? refuse(problem) : text;
});

const role = reading<AccountRole, string>((value, refuse) =>
  ACCOUNT_ROLES.includes(value as AccountRole) ? (value as AccountRole) : refuse(ACCOUNT_MESSAGES.role),
);

/** The centres as chosen (trimmed, each once); checked against the role once both are read. */
const centres = reading<string[], string[] | null>((value) => {
  const list = Array.isArray(value) ? value : [];
  return [...new Set(list.map((c) => (typeof c === 'string' ? c.trim() : '')))].sort();
});

/** The role and the centres: sorted, each once; none for a network administrator. */
const access = { role, centres };
type Access = { [K in keyof typeof access]: z.output<(typeof access)[K]> };

/** A centre manager has one centre or more, all of the network's (when `centreIds` is known); no one else has any. */
function centresForRole(centreIds: readonly string[] | undefined) {
  const problem = ({ role, centres }: Access): string | null => {
    if (role === 'reseau') return centres.length ? ACCOUNT_MESSAGES.networkCentres : null;
    if (!centres.length) return ACCOUNT_MESSAGES.noCentre;
    const unknown = centreIds ? centres.filter((c) => !centreIds.includes(c)) : [];
    return unknown.length
      ? `Centre inconnu : ${unknown.join(', ')} (centres du réseau : ${centreIds!.join(', ') || 'aucun'})`
      : null;
  };
  return z.superRefine(
    (form: Access, ctx: z.core.$RefinementCtx<Access>) => {
      const message = problem(form);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['centres'], input: form.centres });
    },
    { when: (payload) => isObjectWithRole(payload.value) },
  );
}

/** A new account: name, initial password, role and centres. */
export const newAccountSchema = (centreIds?: readonly string[]) =>
  loose({ username, password, ...access }).check(centresForRole(centreIds));

/** A change of role and centres. */
export const accountAccessSchema = (centreIds?: readonly string[]) => loose(access).check(centresForRole(centreIds));

/** A new password for an account. */
export const newPasswordSchema = loose({ password });

export type NewAccountInput = FormInput<ReturnType<typeof newAccountSchema>>;
export type NewAccountFields = z.output<ReturnType<typeof newAccountSchema>>;
export type AccountAccessInput = FormInput<ReturnType<typeof accountAccessSchema>>;
export type AccountAccessFields = z.output<ReturnType<typeof accountAccessSchema>>;
export type NewPasswordInput = FormInput<typeof newPasswordSchema>;

export function checkNewAccount(input: unknown, centreIds?: readonly string[]): FormCheck<NewAccountFields> {
  return checkForm(newAccountSchema(centreIds), input);
}

export function checkAccountAccess(input: unknown, centreIds?: readonly string[]): FormCheck<AccountAccessFields> {
  return checkForm(accountAccessSchema(centreIds), input);
}

export function checkNewPassword(input: unknown): FormCheck<z.output<typeof newPasswordSchema>> {
  return checkForm(newPasswordSchema, input);
}

/** The centres rule needs a role that was read: a bad role is its own problem, the centres are not judged by it. */
function isObjectWithRole(value: unknown): boolean {
  const role = (value as { role?: unknown } | null)?.role;
  return ACCOUNT_ROLES.includes(role as AccountRole);
}
