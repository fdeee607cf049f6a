import type { RequestHandler } from 'express';
import { UnsupportedTypeError } from '../lib/domain-errors.js';

/**
 * Refuses with 415 a request whose body is of none of `types`, rather than letting a parser ignore it. A request
 * without a body goes on: `req.is` answers null then, and false only for a body of another type (an empty one has no
 * type to check).
 */
export const requireBodyType =
  (types: string[], message: string): RequestHandler =>
  (req, _res, next) => {
    if (req.is(types) === false && req.headers['content-length'] !== '0') throw new UnsupportedTypeError(message);
    next();
  };
