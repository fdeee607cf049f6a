import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { RouteParameters } from 'express-serve-static-core';
import { requireBodyType } from '../http/body-type.js';
import { MethodNotAllowedError } from '../lib/domain-errors.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods a path answers, as the `Allow` header lists them (GET brings HEAD, as Express answers it). */
const allowed = (methods: string[]) => methods.flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));

/**
 * One path and the handler(s) of each method it answers. Any other method gets 405 with `Allow` (OPTIONS: 204 with
 * `Allow`), before the handlers run, so a wrong method is told as such rather than as a missing session or path.
 */
export function route<Path extends string>(
  router: Router,
  path: Path,
  handlers: Partial<Record<Method, RequestHandler<RouteParameters<Path>> | RequestHandler<RouteParameters<Path>>[]>>,
  /** Answers the errors of this path's handlers (the sign-in's own shape), before the app's error handler. */
  onError?: ErrorRequestHandler,
): void {
  const methods = Object.keys(handlers) as Method[];
  const allow = allowed(methods);
  const entry = router.route(path);
  for (const method of methods)
    entry[method]([handlers[method] as RequestHandler | RequestHandler[], ...(onError ? [onError] : [])].flat());
  entry.options((_req, res) => {
    res
      .set('Allow', [...allow, 'OPTIONS'].join(', '))
      .status(204)
      .end();
  });
  entry.all(refuseMethod(allow));
}

/** Refuses the request's method with 405 and the methods `allow` lists. */
export const refuseMethod =
  (allow: string[]): RequestHandler =>
  (req) => {
    throw new MethodNotAllowedError(
      allow,
      `Méthode ${req.method} non autorisée pour cette adresse : ${allow.join(', ')} seulement`,
    );
  };

const parseJson = express.json({ limit: '1mb' });
const jsonType = requireBodyType(
  ['application/json'],
  'Corps de requête attendu en JSON (Content-Type: application/json)',
);

/** A JSON body, parsed (1 MB at most); a body of another type gets 415, a request without one goes on. */
export const jsonBody: RequestHandler = (req, res, next) => jsonType(req, res, () => parseJson(req, res, next));
