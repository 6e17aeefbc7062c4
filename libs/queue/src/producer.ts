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
  /**
   * Drops a finished job from Redis at once: its hash (payload and result) and its recent entries in
   * the queue's event stream (which carry the result). For zero-data-retention jobs.
   */
  forget(jobId: string): Promise<void>;
  queue: Queue;
  close(): Promise<void>;
};

export async function createProducer<P extends z.ZodType, R extends z.ZodType>(
  def: JobDefinition<P, R>,
  opts: { connection: RedisConnection; prefix: string; waits?: boolean },
): Promise<Producer<P, R>> {
  const queue = new Queue(def.queue, { connection: opts.connection, prefix: opts.prefix });
  // QueueEvents reads with blocking calls on its own connection, and receives every completion of the
  // queue (results included): open it only in processes that wait, ready before their first enqueue
  // (it misses events fired before it is ready).
  let events: { reader: QueueEvents; connection: RedisConnection } | null = null;
  const ensureEvents = async () => {
    if (!events) {
      const connection = opts.connection.duplicate();
      events = { reader: new QueueEvents(def.queue, { connection, prefix: opts.prefix }), connection };
    }
    await events.reader.waitUntilReady();
    return events.reader;
  };
  if (opts.waits !== false) await ensureEvents();
  // jobs this process enqueued, so waiting needs no extra Redis read
  const added = new Map<string, Job>();

  return {
    queue,
    async enqueue(jobId, payload) {
      // typed by the caller, which parsed the request on entry; the consumer parses it on dequeue
      const data = payload;
      await ensureEvents();
      const job = await queue.add(def.name, data, {
        jobId,
        attempts: def.attempts,
        backoff: { type: 'fixed', delay: def.backoffMs },
        // keep finished jobs a while: removing at once races with waitUntilFinished
        removeOnComplete: { age: 300, count: 5000 },
        removeOnFail: { age: 3600, count: 5000 },
      });
      added.set(jobId, job);
    },
    async waitForResult(jobId, timeoutMs) {
      const job = added.get(jobId) ?? (await Job.fromId(queue, jobId));
      added.delete(jobId);
      if (!job) throw new JobCrashedError(`job ${jobId} is not in the queue`);
      let value: unknown;
      // waitUntilFinished holds one 'closing' listener on the queue while it waits: one per request in
      // flight, which a Redis outage lets pile up past Node's default limit of 10 (the
      // MaxListenersExceededWarning seen after a restart). Raise the limit for exactly as long.
      queue.setMaxListeners(queue.getMaxListeners() + 1);
      try {
        value = await job.waitUntilFinished(await ensureEvents(), timeoutMs);
      } catch (err) {
        const message = (err as Error).message ?? String(err);
        if (/timed out before finishing/i.test(message)) throw new JobWaitTimeoutError(message);
        throw new JobCrashedError(message);
      } finally {
        queue.setMaxListeners(queue.getMaxListeners() - 1);
      }
      return def.result.parse(value);
    },
    async cancel(jobId) {
      const job = await Job.fromId(queue, jobId);
      // a waiting job is simply removed; an active one is aborted by its worker
      if (job && (await job.isWaiting())) await job.remove().catch(() => undefined);
      await publishCancel(opts.connection, opts.prefix, def.queue, jobId);
    },
    async forget(jobId) {
      const job = await Job.fromId(queue, jobId);
      if (job) await job.remove().catch(() => undefined);
      await forgetEvents(opts.connection, queue.keys.events, jobId);
    },
    async close() {
      if (events) {
        await events.reader.close();
        await events.connection.quit().catch(() => undefined);
      }
      await queue.close();
    },
  };
}

// the completion event was written moments ago: the newest entries are enough to find it
const RECENT_EVENTS = 500;

async function forgetEvents(connection: RedisConnection, streamKey: string, jobId: string): Promise<void> {
  const entries = (await connection.xrevrange(streamKey, '+', '-', 'COUNT', RECENT_EVENTS)) as [string, string[]][];
  const ids = entries.filter(([, fields]) => fieldValue(fields, 'jobId') === jobId).map(([id]) => id);
  if (ids.length > 0) await connection.xdel(streamKey, ...ids);
}

function fieldValue(fields: string[], name: string): string | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
  return undefined;
}
