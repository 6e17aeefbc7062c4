import type { NextFunction, Request, Response } from 'express';

// Browser clients call the API from any origin, as the reference allows. Credentials are API keys in
// the Authorization header, never cookies, so a wildcard origin exposes nothing a caller could not
// already send. The admin dashboard (cookie login) is excluded: it serves its own origin only.
const ALLOW_METHODS = 'GET, POST, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, X-Request-Id';
const EXPOSE_HEADERS = 'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, Retry-After';
const PREFLIGHT_MAX_AGE_SECONDS = '86400';

/** CORS headers on every answer, and a deliberate 204 for preflight (`OPTIONS`) requests. */
export function cors(opts: { exceptPrefix?: string } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (opts.exceptPrefix && req.path.startsWith(opts.exceptPrefix)) return next();
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('access-control-allow-methods', ALLOW_METHODS);
    res.setHeader('access-control-allow-headers', ALLOW_HEADERS);
    res.setHeader('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    res.setHeader('vary', 'Origin, Access-Control-Request-Headers');
    res.status(204).end();
  };
}
