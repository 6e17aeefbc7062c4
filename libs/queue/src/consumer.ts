import { Job, UnrecoverableError, Worker } from 'bullmq';
import type { z } from 'zod';
import { subscribeCancel } from './cancel-channel';
import type { JobDefinition } from './job-definition';
import type { RedisConnection } from './redis-connection';

export type JobContext = { jobId: string; attempt: number; maxAttempts: number; signal: AbortSignal };
export type JobHandler<P extends z.ZodType, R extends z.ZodType> = (payload: z.output<P>, ctx: JobContext) => Promise<z.input<R>>;

export type Consumer = { worker: Worker; close(): Promise<void> };

export const JOB_LOCK_MS = 6000;
export const STALLED_CHECK_MS = 2000;

/**
 * Starts a worker for one job definition. The payload is re-parsed with the definition's schema on
 * dequeue (never trust what sits in Redis), the result is validated before it is stored, and the
 * handler gets an AbortSignal that fires on a cancel message or on shutdown.
 */
export async function createConsumer<P extends z.ZodType, R extends z.ZodType>(
  def: JobDefinition<P, R>,
  handler: JobHandler<P, R>,
  opts: { connection: RedisConnection; prefix: string; concurrency: number; lockDurationMs?: number; stalledIntervalMs?: number },
): Promise<Consumer> {
  const processor = async (job: Job, _token?: string, signal?: AbortSignal) => {
    // parsed once on dequeue (never trust what sits in Redis); a payload that breaks the contract
    // cannot get better on a retry
    const input = def.payload.safeParse(job.data);
    if (!input.success) throw new UnrecoverableError(`invalid ${def.name} payload: ${input.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    const payload = input.data;
    const ctx: JobContext = {
      jobId: job.id ?? '',
      // a stalled-job restart is a new start but not a new "made" attempt: count starts too
      attempt: Math.max(job.attemptsMade + 1, job.attemptsStarted ?? 0),
      maxAttempts: job.opts.attempts ?? 1,
      signal: signal ?? new AbortController().signal,
    };
    let result: z.input<R>;
    try {
      result = await handler(payload, ctx);
    } catch (err) {
      // a cancelled job must not be retried
      if (ctx.signal.aborted) throw new UnrecoverableError(`cancelled: ${(err as Error).message}`);
      throw err;
    }
    // handlers validate before they settle; a result that still breaks the contract must not be
    // retried (the job was settled, and a retry cannot change what was charged)
    const parsed = def.result.safeParse(result);
    if (!parsed.success) throw new UnrecoverableError(`invalid ${def.name} result: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
    return parsed.data;
  };
  // own connections, closed in close(): BullMQ never closes a connection it was handed
  const connection = opts.connection.duplicate();
  const worker = new Worker(def.queue, processor, {
    connection,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    // A short lock, renewed every half lock by the holder, and frequent stalled checks: the jobs of
    // a worker that dies (kill -9, OOM) go back to the queue within about lock + interval seconds
    // and another worker finishes them inside the request's timeout. Settling is idempotent
    // (a second holder answers the settled outcome), so a lapsed lock never double-charges.
    lockDuration: opts.lockDurationMs ?? JOB_LOCK_MS,
    stalledInterval: opts.stalledIntervalMs ?? STALLED_CHECK_MS,
    maxStalledCount: 2,
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
