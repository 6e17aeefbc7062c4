import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { z } from 'zod';
import { subscribeCancel } from './cancel-channel';
import type { JobDefinition } from './job-definition';
import type { RedisConnection } from './redis-connection';

export type JobContext = { jobId: string; attempt: number; maxAttempts: number; signal: AbortSignal };
export type JobHandler<P extends z.ZodType, R extends z.ZodType> = (payload: z.output<P>, ctx: JobContext) => Promise<z.input<R>>;

export type Consumer = { worker: Worker; close(): Promise<void> };

/**
 * Starts a worker for one job definition. The payload is re-parsed with the definition's schema on
 * dequeue (never trust what sits in Redis), the result is validated before it is stored, and the
 * handler gets an AbortSignal that fires on a cancel message or on shutdown.
 */
export async function createConsumer<P extends z.ZodType, R extends z.ZodType>(
  def: JobDefinition<P, R>,
  handler: JobHandler<P, R>,
  opts: { connection: RedisConnection; prefix: string; concurrency: number; lockDurationMs?: number },
): Promise<Consumer> {
  const processor = async (job: Job, _token?: string, signal?: AbortSignal) => {
    const payload = def.payload.parse(job.data);
    const ctx: JobContext = {
      jobId: job.id ?? '',
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? 1,
      signal: signal ?? new AbortController().signal,
    };
    try {
      const result = await handler(payload, ctx);
      return def.result.parse(result);
    } catch (err) {
      // a cancelled job must not be retried
      if (ctx.signal.aborted) throw new UnrecoverableError(`cancelled: ${(err as Error).message}`);
      throw err;
    }
  };
  // own connections, closed in close(): BullMQ never closes a connection it was handed
  const connection = opts.connection.duplicate();
  const worker = new Worker(def.queue, processor, {
    connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs ?? 60000,
    autorun: true,
  });
  const sub = opts.connection.duplicate();
  await subscribeCancel(sub, opts.prefix, def.queue, (jobId) => worker.cancelJob(jobId, 'cancelled'));
  await worker.waitUntilReady();
  return {
    worker,
    // graceful: stop taking jobs and let in-flight ones finish (BullMQ's close waits for them)
    async close() {
      await worker.close();
      await sub.quit().catch(() => undefined);
      await connection.quit().catch(() => undefined);
    },
  };
}
