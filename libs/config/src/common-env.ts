import type { z } from 'zod';
import { envBool, envEnum, envRequiredString, envString } from './env-vars';

// Variables every process reads. Defaults work on one machine with local PostgreSQL and Redis.
export const commonEnv = {
  NODE_ENV: envEnum(['development', 'production', 'test'], 'development', 'runtime mode'),
  LOG_LEVEL: envEnum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', 'pino log level'),
  DATABASE_URL: envRequiredString('postgresql://postgres@127.0.0.1:5432/websearch', 'PostgreSQL connection string', { secret: true }),
  REDIS_URL: envRequiredString('redis://127.0.0.1:6379', 'Redis connection string (queues, rate limits)', { secret: true }),
  QUEUE_PREFIX: envRequiredString('wsa', 'Redis key prefix of the BullMQ queues; change it to run two stacks on one Redis'),
  ALLOW_LOCAL_TARGETS: envBool(false, 'allow scraping private, loopback and link-local addresses (tests, trusted intranets)'),
  SEARXNG_URL: envString(undefined, 'base URL of a SearXNG instance with JSON output enabled; when set, SearXNG is the first search provider'),
};

type CommonValues = { [K in keyof typeof commonEnv]: z.output<(typeof commonEnv)[K]['schema']> };

/** The settings every process shares, in the nested config shape each app's config.ts builds on. */
export function commonConfig(e: CommonValues) {
  return {
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    allowLocalTargets: e.ALLOW_LOCAL_TARGETS,
  };
}
