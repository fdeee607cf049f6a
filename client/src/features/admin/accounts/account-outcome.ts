import type { AccountRole } from '@garage/contract/account-form';
import type { FieldProblem } from '@garage/contract/form-fields';
import type { AdminAccountFieldsFragment, AdminAccountRefusalFragment } from '../../../gql/admin/graphql';
import { graphQLMessage, isUnauthenticated } from '../admin-client';

export type Account = AdminAccountFieldsFragment;
export type Role = AccountRole;
export interface CentreOption {
  id: string;
  name: string;
}

export const ROLE_LABELS: Record<Role, string> = {
  reseau: 'Administrateur du réseau',
  centre: 'Responsable de centre',
};
export const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;
const UPDATE_FAILED = 'Erreur lors de la mise à jour du compte';

/** A problem the screen shows: beside its field, or above the form when it has none. */
export type Problem = { field: string | null; message: string };

/** What a change answers: the account, or the server's refusal (`field` names the input at fault). */
export type Outcome = { account: Account } | { refusal: Problem };

/** What every account mutation answers (the same two fragments). */
type Result =
  ({ __typename: 'AdminAccount' } & Account) | ({ __typename: 'AdminAccountRefused' } & AdminAccountRefusalFragment);

/** The union a mutation answers, as an outcome; a GraphQL error (refused, network) as a refusal with its message. */
export async function outcomeOf(run: () => Promise<Result | undefined>): Promise<Outcome> {
  try {
    const result = await run();
    if (result?.__typename === 'AdminAccount') return { account: result };
    if (result) return { refusal: { message: result.message, field: result.field ?? null } };
    return { refusal: { message: UPDATE_FAILED, field: null } };
  } catch (error) {
    if (isUnauthenticated(error)) throw error; // the session ends: the login form takes over
    return { refusal: { message: graphQLMessage(error) ?? UPDATE_FAILED, field: null } };
  }
}

/** The problems of a form checked before sending (the contract's rules), or none. */
export const problemsOf = (check: { ok: true } | { ok: false; problems: FieldProblem[] }): Problem[] =>
  check.ok ? [] : check.problems;

/** The problem of one field, or the problems that belong to no field shown in the form (`shown` lists those). */
export const fieldProblem = (problems: readonly Problem[], field: string) =>
  problems.find((p) => p.field === field)?.message ?? null;
export const otherProblems = (problems: readonly Problem[], shown: readonly string[]) =>
  problems.filter((p) => !shown.includes(p.field ?? ''));

export const refetch = { refetchQueries: ['AdminAccounts', 'AdminAudit'] };
