import { Queue } from 'bullmq';
import type { QueueName } from './job-definition';
import type { RedisConnection } from './redis-connection';

export type QueueDepth = { queue: QueueName; waiting: number; active: number; delayed: number; failed: number };

/** Reads job counts of each queue (for /metrics and autoscaling). */
export function createQueueDepthReader(connection: RedisConnection, prefix: string, names: readonly QueueName[]) {
  const queues = names.map((name) => ({ name, queue: new Queue(name, { connection, prefix }) }));
  return {
    async read(): Promise<QueueDepth[]> {
      return Promise.all(
        queues.map(async ({ name, queue }) => {
          const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
          return { queue: name, waiting: c.waiting ?? 0, active: c.active ?? 0, delayed: c.delayed ?? 0, failed: c.failed ?? 0 };
        }),
      );
    },
    async close() {
      await Promise.all(queues.map(({ queue }) => queue.close()));
    },
  };
}
