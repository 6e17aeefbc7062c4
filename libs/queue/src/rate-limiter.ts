import type { RedisConnection } from './redis-connection';

export type RateDecision = { allowed: boolean; consumed: number; remaining: number; limit: number; resetAt: Date; retryAfterSeconds: number };

// INCR, and the expiry set with the window's first hit: one script call, where MULTI/INCR/PEXPIRE/EXEC
// was four commands (and four replies to parse) on every request.
const CONSUME_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

type WithRateCommand = RedisConnection & { wsaConsumeRate(key: string, ttlMs: number): Promise<number> };

function withRateCommand(redis: RedisConnection): WithRateCommand {
  const r = redis as WithRateCommand;
  // defineCommand sends the script once (EVALSHA after that), per connection
  if (typeof r.wsaConsumeRate !== 'function') redis.defineCommand('wsaConsumeRate', { numberOfKeys: 1, lua: CONSUME_SCRIPT });
  return r;
}

/**
 * Fixed one-minute windows per subject (key id, or client address for anonymous search).
 * One atomic script call per request.
 */
export async function consumeRateLimit(redis: RedisConnection, prefix: string, subject: string, limitPerMin: number, now = Date.now()): Promise<RateDecision> {
  const windowStart = Math.floor(now / 60000) * 60000;
  const key = `${prefix}:ratelimit:${subject}:${windowStart}`;
  const consumed = Number(await withRateCommand(redis).wsaConsumeRate(key, 61000));
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
