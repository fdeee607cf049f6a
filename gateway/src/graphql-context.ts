import type { AppServices } from './app-services.js';
import type { DeviceToken } from './auth/device-tokens.js';
import { SIGN_IN_MESSAGES, type AdminIdentity } from './auth/sessions.js';
import { UnauthenticatedError } from './lib/domain-errors.js';
import type { Logger } from './lib/logger.js';

/** What every resolver receives, built for each request. */
export interface GraphQLContext extends AppServices {
  logger: Logger;
  /** Non-reversible key of the caller's IP address, for rate limits. */
  clientKey: string;
  /** Non-reversible key of the caller's wider network (an IPv6 /48), for the booking holds' limits. */
  networkKey: string;
  /** The device token of the request's cookie, if any (see http/device-cookie.ts). */
  deviceToken: string | null;
  /** Hands a device token to the client after a sign-in (the cookie of the response). */
  rememberDevice(device: DeviceToken): void;
  /** The session token of the Authorization header, if any. */
  token: string | null;
  /** The administrator of that token when it is valid. */
  admin: AdminIdentity | null;
  /**
   * An operation of a page the gateway renders (http/render/page-render.ts): one of the site's own documents, built with
   * the client, whose cost is bounded by its shape. Visitors choose only its variables (a path's segments).
   */
  ownPage?: boolean;
}

/**
 * The signed-in administrator, in a resolver marked `@Authorized()` (whose auth checker has refused anonymous
 * callers already; the check here only narrows the type).
 */
export function adminOf(ctx: GraphQLContext): AdminIdentity {
  if (!ctx.admin) throw new UnauthenticatedError(SIGN_IN_MESSAGES.expired);
  return ctx.admin;
}
