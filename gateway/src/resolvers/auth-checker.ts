import type { AuthChecker } from 'type-graphql';
import { SIGN_IN_MESSAGES } from '../auth/sessions.js';
import type { GraphQLContext } from '../graphql-context.js';
import { UnauthenticatedError } from '../lib/domain-errors.js';

/**
 * What `@Authorized()` checks before a field resolves: a valid admin session. Without one the field answers
 * UNAUTHENTICATED with the sign-in message (and the whole answer HTTP 401), which the admin screen turns into the
 * login form. It throws rather than returning false so the message is ours, in French, not type-graphql's.
 */
export const adminAuthChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (!context.admin) throw new UnauthenticatedError(SIGN_IN_MESSAGES.expired);
  return true;
};
