import type { RedisConnection } from './redis-connection';

export type RateDecision = { allowed: boolean; consumed: number; remaining: number; limit: number; resetAt: Date; retryAfterSeconds: number };

/**
 * Fixed one-minute windows per subject (key id, or client address for anonymous search).
 * One INCR + PEXPIRE round trip per request, atomic through MULTI.
 */
export async function consumeRateLimit(redis: RedisConnection, prefix: string, subject: string, limitPerMin: number, now = Date.now()): Promise<RateDecision> {
  const windowStart = Math.floor(now / 60000) * 60000;
  const key = `${prefix}:ratelimit:${subject}:${windowStart}`;
  const res = await redis.multi().incr(key).pexpire(key, 61000).exec();
  const consumed = Number(res?.[0]?.[1] ?? 0);
  const resetAt = new Date(windowStart + 60000);
  return {
    allowed: consumed <= limitPerMin,
    consumed,
    remaining: Math.max(0, limitPerMin - consumed),
    limit: limitPerMin,
    resetAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000)),
  };
}
