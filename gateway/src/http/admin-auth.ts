import type { Request } from 'express';
import type { AppServices } from '../app-services.js';
import { authenticate, tokenFromHeader, type AdminIdentity } from '../auth/sessions.js';

const resolved = new WeakMap<Request, Promise<AdminIdentity | null>>();

/** The administrator behind this request's `Authorization` header (looked up once per request). */
export function adminOf(
  req: Request,
  services: Pick<AppServices, 'dataSource' | 'auth'>,
): Promise<AdminIdentity | null> {
  let found = resolved.get(req);
  if (!found) {
    const token = tokenFromHeader(req.headers.authorization);
    found = token ? authenticate(services.dataSource, services.auth, token) : Promise.resolve(null);
    resolved.set(req, found);
  }
  return found;
}

export const requestToken = (req: Request) => tokenFromHeader(req.headers.authorization);
