import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; one logger per process, children carry request context. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Request headers are logged at `debug` only (http/request-log.ts).
    redact: { paths: ['headers.authorization', 'headers.cookie'], censor: '[masqué]' },
  });
}

export type { Logger };
