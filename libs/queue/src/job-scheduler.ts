import { Queue } from 'bullmq';
import type { z } from 'zod';
import type { JobDefinition } from './job-definition';
import type { RedisConnection } from './redis-connection';

/**
 * A job that repeats every `everyMs` (BullMQ job scheduler): one scheduler per id however many
 * workers start, so replicas do not multiply the schedule. `everyMs` 0 removes it.
 */
export async function scheduleRepeatingJob<P extends z.ZodType, R extends z.ZodType>(
  def: JobDefinition<P, R>, schedulerId: string, payload: z.input<P>, everyMs: number,
  opts: { connection: RedisConnection; prefix: string },
): Promise<void> {
  const queue = new Queue(def.queue, { connection: opts.connection, prefix: opts.prefix });
  try {
    if (everyMs > 0) {
      await queue.upsertJobScheduler(schedulerId, { every: everyMs }, {
        name: def.name, data: payload, opts: { attempts: def.attempts, backoff: { type: 'fixed', delay: def.backoffMs }, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
      });
    } else {
      await queue.removeJobScheduler(schedulerId);
    }
  } finally {
    await queue.close();
  }
}
