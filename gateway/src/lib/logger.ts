import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout; one logger per process, children carry request context. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[masqué]' },
  });
}

export type { Logger };
