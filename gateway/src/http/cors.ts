import type { RequestHandler } from 'express';

/** What a page of an allowed origin may send: the admin's token, JSON bodies, Apollo's CSRF preflight headers. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** What its scripts may read besides the basic headers: the wait after a refused sign-in, the brochure's name. */
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition';

/**
 * CORS for the origins of CORS_ORIGINS: their pages may call the API and read the answers. A request from any other
 * origin gets no CORS header, so the browser keeps the answer from it. No credentials: the admin's token travels in
 * `Authorization`, which needs only to be allowed, and no cookie is ever read. `Vary: Origin` on every answer, since it
 * depends on the origin, for caches in between.
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.set('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res
        .set({
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
        })
        .status(204)
        .end();
      return;
    }
    res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    next();
  };
}
