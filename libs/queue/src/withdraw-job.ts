import { Job, Queue } from 'bullmq';
import { publishCancel } from './cancel-channel';
import type { QueueName } from './job-definition';
import type { RedisConnection } from './redis-connection';

export type Withdrawal = 'removed' | 'abort-signalled' | 'not-in-queue';

/**
 * Takes a job out of its queue for an operator: a job not yet picked up is removed; a running one
 * cannot be removed under its worker's lock, so its worker is told to abort (the cancel channel the
 * gateway uses on timeouts). A job already gone from Redis (finished and trimmed) only gets the signal.
 */
export async function withdrawJob(connection: RedisConnection, prefix: string, queue: QueueName, jobId: string): Promise<Withdrawal> {
  const q = new Queue(queue, { connection, prefix });
  try {
    const job = await Job.fromId(q, jobId);
    const state = job ? await job.getState() : 'unknown';
    if (job && ['waiting', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'].includes(state)) {
      await job.remove();
      return 'removed';
    }
    await publishCancel(connection, prefix, queue, jobId);
    return job ? 'abort-signalled' : 'not-in-queue';
  } finally {
    await q.close();
  }
}
