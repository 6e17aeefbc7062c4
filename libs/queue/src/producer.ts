import { Job, Queue, QueueEvents } from 'bullmq';
import type { z } from 'zod';
import { publishCancel } from './cancel-channel';
import type { JobDefinition } from './job-definition';
import type { RedisConnection } from './redis-connection';

export class JobWaitTimeoutError extends Error {}
export class JobCrashedError extends Error {}

export type Producer<P extends z.ZodType, R extends z.ZodType> = {
  enqueue(jobId: string, payload: z.input<P>): Promise<void>;
  /** Resolves with the parsed result; JobWaitTimeoutError past the deadline; JobCrashedError when the job threw on every attempt. */
  waitForResult(jobId: string, timeoutMs: number): Promise<z.output<R>>;
  cancel(jobId: string): Promise<void>;
  queue: Queue;
  close(): Promise<void>;
};

export async function createProducer<P extends z.ZodType, R extends z.ZodType>(
  def: JobDefinition<P, R>,
  opts: { connection: RedisConnection; prefix: string },
): Promise<Producer<P, R>> {
  const queue = new Queue(def.queue, { connection: opts.connection, prefix: opts.prefix });
  // QueueEvents reads with blocking calls: it needs its own connection, and it misses events fired before it is ready.
  const eventsConnection = opts.connection.duplicate();
  const events = new QueueEvents(def.queue, { connection: eventsConnection, prefix: opts.prefix });
  await events.waitUntilReady();

  return {
    queue,
    async enqueue(jobId, payload) {
      const data = def.payload.parse(payload);
      await queue.add(def.name, data, {
        jobId,
        attempts: def.attempts,
        backoff: { type: 'fixed', delay: def.backoffMs },
        // keep finished jobs a while: removing at once races with waitUntilFinished
        removeOnComplete: { age: 300, count: 5000 },
        removeOnFail: { age: 3600, count: 5000 },
      });
    },
    async waitForResult(jobId, timeoutMs) {
      const job = await Job.fromId(queue, jobId);
      if (!job) throw new JobCrashedError(`job ${jobId} is not in the queue`);
      let value: unknown;
      try {
        value = await job.waitUntilFinished(events, timeoutMs);
      } catch (err) {
        const message = (err as Error).message ?? String(err);
        if (/timed out before finishing/i.test(message)) throw new JobWaitTimeoutError(message);
        throw new JobCrashedError(message);
      }
      return def.result.parse(value);
    },
    async cancel(jobId) {
      const job = await Job.fromId(queue, jobId);
      // a waiting job is simply removed; an active one is aborted by its worker
      if (job && (await job.isWaiting())) await job.remove().catch(() => undefined);
      await publishCancel(opts.connection, opts.prefix, def.queue, jobId);
    },
    async close() {
      await events.close();
      await queue.close();
      await eventsConnection.quit().catch(() => undefined);
    },
  };
}
