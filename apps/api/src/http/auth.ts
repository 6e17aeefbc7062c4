import type { NextFunction, Request, Response } from 'express';
import { ApiError, ERROR_MESSAGES } from '@wsa/contracts';
import { authenticateApiKey, type Db } from '@wsa/db';

/**
 * Reads `Authorization: Bearer <key>`; undefined when no key was sent. A bare `Bearer` (what the
 * keyless CLI sends) carries no key either, so it counts as no header rather than a wrong one.
 */
function bearerToken(req: Request): string | null | undefined {
  const header = req.header('authorization');
  if (header === undefined || /^\s*(Bearer\s*)?$/i.test(header)) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Sets `res.locals.caller` for a valid key. With `optional`, a request without the header goes on
 * anonymously (search); a header that is present but wrong is always refused.
 */
export function authenticate(db: Db, opts: { optional?: boolean } = {}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (token === undefined) {
      if (opts.optional) {
        res.locals.caller = null;
        return next();
      }
      return next(new ApiError('UNAUTHORIZED', ERROR_MESSAGES.tokenMissing));
    }
    if (token === null) return next(new ApiError('UNAUTHORIZED', ERROR_MESSAGES.unauthorized));
    const caller = await authenticateApiKey(db, token);
    if (!caller) return next(new ApiError('UNAUTHORIZED', ERROR_MESSAGES.invalidToken));
    res.locals.caller = caller;
    res.locals.log = res.locals.log?.child({ teamId: caller.team.id });
    next();
  };
}
