import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../lib/logger.js';
import { canonicalPath } from './canonical-path.js';

declare module 'http' {
  interface IncomingMessage {
    /** This process's number for the request, on its log line and on every line logged through `log`. */
    id: number;
    /** A child logger carrying the request id (made on first use). */
    log: Logger;
  }
}

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

const FEED = /^\/api\/agenda\//;
const WAITLIST_LEAVE = '/api/waitlist/leave';

/**
 * A centre's private agenda feed is named by its secret token (rest/router.ts), and the waiting list's one-click leave
 * carries its entry's token in its query: the log never shows them, in whatever spelling the path was asked
 * (`/API/AGENDA/…`, `//api/agenda/…`, `%61`…: decision 045), served or not. Such a path is logged in its canonical
 * spelling, the token masked.
 */
export function withoutSecrets(url: string): string {
  if (!/agenda|waitlist|%/i.test(url)) return url;
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at);
  // An absolute URL (`GET http://host/api/…`, which Express routes by its path) is read as a URL.
  const path = url.startsWith('/') ? url.slice(0, url.length - query.length) : (URL.parse(url)?.pathname ?? url);
  const canonical = canonicalPath(path);
  if (FEED.test(canonical)) return `/api/agenda/[jeton]${query}`;
  return canonical === WAITLIST_LEAVE ? `${WAITLIST_LEAVE}${query && '?token=[jeton]'}` : url;
}

/**
 * One log line per request once it is answered (or abandoned by the client): method, path, status, duration in
 * milliseconds and the request id; the request headers only at `debug`, authorization and cookies masked by the
 * logger. Nothing else is built per request: `req.log`, the child logger that errors are logged through, is made
 * only when something logs through it.
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: IncomingMessage) {
      const log = logger.child({ reqId: this.id });
      Object.defineProperty(this, 'log', { value: log, configurable: true });
      return log;
    },
  });
  let lastId = 0;
  return (req, res, next) => {
    const started = performance.now();
    req.id = lastId = (lastId + 1) & 0x7fffffff;
    res.once('close', function logged(this: ServerResponse) {
      const status = this.statusCode;
      const finished = this.writableFinished;
      const level = finished ? levelOf(status) : 'warn';
      if (!logger.isLevelEnabled(level)) return;
      const line = {
        reqId: req.id,
        method: req.method,
        path: withoutSecrets(req.originalUrl),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(logger.isLevelEnabled('debug') && { headers: req.headers }),
      };
      logger[level](line, finished ? 'requête traitée' : 'requête interrompue par le client');
    });
    next();
  };
}
