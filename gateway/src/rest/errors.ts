import type { ErrorRequestHandler, RequestHandler } from 'express';
import { HttpError } from '../lib/http-error.js';

/** Unknown `/api/...` paths: a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Ressource introuvable' });
};

/**
 * The one error handler of the REST adapter and the rest of the app: expected errors keep their status and
 * French message; anything else is logged with the request context and answered with a generic 500,
 * never a stack trace or SQL.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const known = toHttpError(error);
  if (!known || known.status >= 500) req.log.error({ err: error }, 'erreur non gérée');
  const status = known?.status ?? 500;
  const message = known?.message ?? 'Erreur interne du serveur';
  if (known?.retryAfterSeconds) res.set('Retry-After', String(known.retryAfterSeconds));
  if (req.path.startsWith('/api/') || !req.accepts('html')) {
    res.status(status).json({ error: message });
  } else {
    res.status(status).type('text/plain; charset=utf-8').send(message);
  }
};

/** Maps errors thrown by Express's own parsers to French HTTP errors. */
function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const e = error as { type?: string; status?: number; expose?: boolean };
  if (e?.type === 'entity.parse.failed') return new HttpError(400, 'Corps de requête JSON invalide');
  if (e?.type === 'entity.too.large') return new HttpError(413, 'Requête trop volumineuse');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new HttpError(415, 'Encodage de requête non pris en charge');
  // The router's own refusal of a path parameter it cannot percent-decode (`/api/x/%E0%A4%A`): a URIError with
  // status 400 but no `expose` flag.
  if (error instanceof URIError && e.status === 400)
    return new HttpError(400, 'Adresse invalide : encodage des caractères incorrect');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose)
    return new HttpError(e.status, 'Requête invalide');
  return undefined;
}
