import type { AuthChecker } from 'type-graphql';
import { SIGN_IN_MESSAGES } from '../auth/sessions.js';
import type { GraphQLContext } from '../graphql-context.js';
import { ForbiddenError, UnauthenticatedError } from '../lib/domain-errors.js';
import { TWO_FACTOR_MESSAGES } from '../services/admin/two-factor.js';

/**
 * `@Authorized(BEFORE_TWO_FACTOR)`: a field an account may use while ADMIN_REQUIRE_2FA holds it to enrolment
 * (enrolling, its own two-factor status, signing out). Every other admin field waits until it has enrolled.
 */
export const BEFORE_TWO_FACTOR = 'before-two-factor';

/**
 * What `@Authorized()` checks before a field resolves: a valid admin session. Without one the field answers
 * UNAUTHENTICATED with the sign-in message (and the whole answer HTTP 401), which the admin screen turns into the
 * login form. It throws rather than returning false so the message is ours, in French, not type-graphql's.
 */
export const adminAuthChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  if (!context.admin) throw new UnauthenticatedError(SIGN_IN_MESSAGES.expired);
  if (context.admin.mustEnrolTwoFactor && !roles.includes(BEFORE_TWO_FACTOR))
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.required);
  return true;
};
