import { GraphQLError } from 'graphql';
import type { AppServices } from './app-services.js';
import { SIGN_IN_MESSAGES, type AdminIdentity } from './auth/sessions.js';
import type { Logger } from './lib/logger.js';

/** What every resolver receives, built for each request. */
export interface GraphQLContext extends AppServices {
  logger: Logger;
  /** Non-reversible key of the caller's IP address, for rate limits. */
  clientKey: string;
  /** The session token of the Authorization header, if any. */
  token: string | null;
  /** The administrator of that token when it is valid. */
  admin: AdminIdentity | null;
}

/** The signed-in administrator, or an UNAUTHENTICATED error the admin screen answers by showing the login form. */
export function requireAdmin(ctx: GraphQLContext): AdminIdentity {
  if (!ctx.admin) {
    throw new GraphQLError(SIGN_IN_MESSAGES.expired, {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return ctx.admin;
}
