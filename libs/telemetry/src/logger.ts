import pino, { Logger } from 'pino';

export type { Logger };

/** One pino logger per process; children carry requestId / jobId. Secrets are redacted by path. */
export function createLogger(opts: { name: string; level: string }): Logger {
  return pino({
    name: opts.name,
    level: opts.level,
    redact: { paths: ['req.headers.authorization', 'headers.authorization', 'apiKey', '*.apiKey', 'password'], censor: '[redacted]' },
    base: { app: opts.name },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
