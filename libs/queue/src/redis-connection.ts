import IORedis, { Redis } from 'ioredis';

export type RedisConnection = Redis;

/**
 * BullMQ needs `maxRetriesPerRequest: null` on connections used by workers and blocking readers;
 * we use it everywhere so one factory serves producers, workers, events and rate limits.
 */
export function createRedis(url: string, name = 'wsa'): RedisConnection {
  return new IORedis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name, lazyConnect: false });
}

export async function pingRedis(redis: RedisConnection): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
