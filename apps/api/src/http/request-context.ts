import { randomUUID } from 'crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger, Metrics } from '@wsa/telemetry';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Gives every request an id (the caller's x-request-id when sane), a child logger, and records
 * its latency and status by route pattern (never the raw path: ids would explode the series).
 */
export function requestContext(logger: Logger, metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('x-request-id', requestId);
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    const stop = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${req.route.path}` : 'unmatched';
      const labels = { method: req.method, route, status: String(res.statusCode) };
      const seconds = stop(labels);
      metrics.httpRequests.inc(labels);
      res.locals.log.info({ method: req.method, route, path: req.path, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
    });
    next();
  };
}
