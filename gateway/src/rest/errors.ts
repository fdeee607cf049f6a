import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { HTTP_STATUS, toDomainError, type MethodNotAllowedError } from '../lib/domain-errors.js';
import { sendWaitPage } from '../http/wait-page.js';
import { refuseMethod } from './routes.js';

/** Unknown `/api/...` paths: a JSON 404, never the SPA. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Ressource introuvable' });
};

/**
 * The one error handler of the REST adapter and the rest of the app: domain errors get their kind's status and
 * their French message; anything else is logged with the request context and answered with a generic 500,
 * never a stack trace or SQL.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, message } = prepareAnswer(error, req, res);
  if (req.path.startsWith('/api/') || !req.accepts('html')) {
    res.status(status).json({ error: message });
  } else if (status === 503) {
    // A page the site cannot make now (its database does not answer): a page, in French, that tries again by itself.
    const seconds = Number(res.get('Retry-After') ?? 5);
    sendWaitPage(res, 503, seconds, 'Service momentanément indisponible', message.replace(/\.$/, ''));
  } else {
    res.status(status).type('text/plain; charset=utf-8').send(message);
  }
};

/** The same handling, always in JSON with the message under `key`: for a path whose clients read another field. */
export const answerIn =
  (key: 'error' | 'message'): ErrorRequestHandler =>
  (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const { status, message } = prepareAnswer(error, req, res);
    res.status(status).json({ [key]: message });
  };

/** The status and message of a failure; sets the headers its kind calls for (`Retry-After`, `Allow`); logs bugs. */
function prepareAnswer(error: unknown, req: Request, res: Response): { status: number; message: string } {
  const known = toDomainError(error);
  const status = known ? HTTP_STATUS[known.kind] : (otherClientFault(error) ?? 500);
  // Bugs, and server faults behind a French answer (a full disk: its cause says which); a server merely busy is not one.
  if (status >= 500 && !known) req.log.error({ err: error }, 'erreur non gérée');
  else if (known && status >= 500 && (known.kind !== 'unavailable' || known.cause))
    req.log.error({ err: error }, known.message);
  const message = known?.message ?? (status < 500 ? 'Requête invalide' : 'Erreur interne du serveur');
  if (known?.retryAfterSeconds) res.set('Retry-After', String(known.retryAfterSeconds));
  if (known?.kind === 'method-not-allowed') res.set('Allow', (known as MethodNotAllowedError).allow.join(', '));
  return { status, message };
}

/**
 * Paths that only read (the pages, their files, /uploads): GET and HEAD go on, OPTIONS lists them, any other method
 * gets 405 rather than a 404 or Express's English « Cannot POST ».
 */
export const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  if (req.method === 'OPTIONS') {
    res.set('Allow', 'GET, HEAD, OPTIONS').status(204).end();
    return;
  }
  refuseMethod(['GET', 'HEAD'])(req, res, next);
};

/** Another 4xx that a library marks as safe to tell (`expose`), e.g. a range that cannot be satisfied: its status. */
function otherClientFault(error: unknown): number | undefined {
  const e = error as { status?: unknown; expose?: unknown } | null;
  return typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose ? e.status : undefined;
}
