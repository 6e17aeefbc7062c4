import { createHmac, timingSafeEqual } from 'crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wsa/contracts';

const COOKIE = 'wsa_admin';
const COOKIE_MAX_AGE_SECONDS = 12 * 3600;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.header('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * Guards the operator pages with ADMIN_TOKEN: `Authorization: Bearer <token>` for scripts, or for a
 * browser `?token=<token>` once, which sets an HttpOnly, SameSite=Strict cookie (an HMAC of the token,
 * never the token) and redirects to the same page without the token, so it leaves the address bar.
 */
export function requireAdminToken(token: string, cookiePath: string) {
  const session = createHmac('sha256', token).update('admin-dashboard-session').digest('hex');
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('referrer-policy', 'no-referrer');
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.header('authorization') ?? '')?.[1];
    if (bearer !== undefined && sameSecret(bearer, token)) return next();
    const cookie = readCookie(req, COOKIE);
    if (cookie !== undefined && sameSecret(cookie, session)) return next();
    const given = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (given !== undefined && sameSecret(given, token) && req.method === 'GET') {
      const secure = req.secure ? '; Secure' : '';
      res.setHeader('set-cookie', `${COOKIE}=${session}; Path=${cookiePath}; HttpOnly; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}${secure}`);
      const url = new URL(req.originalUrl, 'http://x');
      url.searchParams.delete('token');
      res.redirect(303, url.pathname + url.search);
      return;
    }
    next(new ApiError('UNAUTHORIZED', `Admin token required: send Authorization: Bearer <ADMIN_TOKEN>, or open ${cookiePath}?token=<ADMIN_TOKEN> once in a browser.`));
  };
}
