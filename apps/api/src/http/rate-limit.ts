import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wsa/contracts';
import type { Caller } from '@wsa/jobs/gateway';
import { consumeRateLimit, type RedisConnection } from '@wsa/queue';

export type RateLimitConfig = { prefix: string; anonymousPerMin: number; keyPerMin: number };

/** Per key (or the team's own limit), or per client address for anonymous calls; 429 with Retry-After. */
export function rateLimit(redis: RedisConnection, config: RateLimitConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const caller: Caller | null = res.locals.caller ?? null;
    const subject = caller ? `key:${caller.keyId}` : `ip:${req.ip}`;
    const limit = caller ? (caller.team.rateLimitPerMin ?? config.keyPerMin) : config.anonymousPerMin;
    const d = await consumeRateLimit(redis, config.prefix, subject, limit);
    res.setHeader('x-ratelimit-limit', String(d.limit));
    res.setHeader('x-ratelimit-remaining', String(d.remaining));
    if (d.allowed) return next();
    res.setHeader('retry-after', String(d.retryAfterSeconds));
    const advice = caller ? 'Ask the operator to raise the team limit' : 'Add an API key for a higher limit';
    next(new ApiError('RATE_LIMIT_EXCEEDED',
      `Rate limit exceeded. Consumed (req/min): ${d.consumed}, Remaining (req/min): ${d.remaining}. ${advice}, or retry after ${d.retryAfterSeconds}s, resets at ${d.resetAt.toString()}`));
  };
}
