import type { RedisConnection } from './redis-connection';

// Cancellation crosses processes: the gateway publishes a job id, every worker of that queue hears it
// and aborts the job if it runs there.
export function cancelChannel(prefix: string, queue: string): string {
  return `${prefix}:${queue}:cancel`;
}

export async function publishCancel(redis: RedisConnection, prefix: string, queue: string, jobId: string): Promise<void> {
  await redis.publish(cancelChannel(prefix, queue), jobId);
}

/** Subscribes on a dedicated connection (a subscribed ioredis connection can do nothing else). */
export async function subscribeCancel(sub: RedisConnection, prefix: string, queue: string, onCancel: (jobId: string) => void): Promise<void> {
  const channel = cancelChannel(prefix, queue);
  sub.on('message', (ch: string, jobId: string) => {
    if (ch === channel) onCancel(jobId);
  });
  await sub.subscribe(channel);
}
