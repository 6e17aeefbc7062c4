import { randomUUID } from 'crypto';
import { z } from 'zod';
import { consumeRateLimit, createConsumer, createProducer, createQueueDepthReader, createRedis, defineJob, JobCrashedError, JobWaitTimeoutError, RedisConnection } from '@wsa/queue';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
const echoJob = defineJob({
  queue: 'search',
  name: 'echo',
  payload: z.object({ text: z.string(), delayMs: z.number().int().default(0), fail: z.boolean().default(false) }),
  result: z.object({ upper: z.string() }),
  attempts: 2,
  backoffMs: 10, handledBy: 'search-worker'
});

let redis: RedisConnection;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('aborted'));
    });
  });
}

describe('queue round trip', () => {
  const seen: { attempt: number; aborted: boolean }[] = [];
  let producer: Awaited<ReturnType<typeof createProducer<typeof echoJob.payload, typeof echoJob.result>>>;

  beforeAll(async () => {
    producer = await createProducer(echoJob, { connection: redis, prefix });
    const consumer = await createConsumer(
      echoJob,
      async (p, ctx) => {
        if (p.fail) throw new Error(`boom on attempt ${ctx.attempt}`);
        try {
          await sleep(p.delayMs, ctx.signal);
        } catch {
          seen.push({ attempt: ctx.attempt, aborted: true });
          throw new Error('cancelled');
        }
        return { upper: p.text.toUpperCase() };
      },
      { connection: redis, prefix, concurrency: 4 },
    );
    cleanups.push(() => producer.close(), () => consumer.close());
  });

  it('returns the validated result', async () => {
    const id = randomUUID();
    await producer.enqueue(id, { text: 'hello' });
    await expect(producer.waitForResult(id, 5000)).resolves.toEqual({ upper: 'HELLO' });
  });

  it('refuses a payload that does not match the definition on dequeue, once, without running the handler', async () => {
    // producers trust their typed callers (who parsed the request on entry); the consumer parses
    const id = randomUUID();
    const before = seen.length;
    await producer.enqueue(id, { text: 42 } as never);
    await expect(producer.waitForResult(id, 5000)).rejects.toBeInstanceOf(JobCrashedError);
    expect(seen.length).toBe(before);
    const job = await producer.queue.getJob(id);
    expect(job?.attemptsMade).toBe(1);
  });

  it('retries thrown errors and then reports the crash', async () => {
    const id = randomUUID();
    await producer.enqueue(id, { text: 'x', fail: true });
    await expect(producer.waitForResult(id, 5000)).rejects.toBeInstanceOf(JobCrashedError);
  });

  it('times out waiting and cancels the running job through the cancel channel', async () => {
    const id = randomUUID();
    await producer.enqueue(id, { text: 'slow', delayMs: 10000 });
    await expect(producer.waitForResult(id, 300)).rejects.toBeInstanceOf(JobWaitTimeoutError);
    await producer.cancel(id);
    const start = Date.now();
    while (!seen.some((s) => s.aborted) && Date.now() - start < 3000) await new Promise((r) => setTimeout(r, 20));
    expect(seen.some((s) => s.aborted)).toBe(true);
  });

  it('reports queue depth', async () => {
    const reader = createQueueDepthReader(redis, prefix, ['search']);
    const [depth] = await reader.read();
    expect(depth.queue).toBe('search');
    expect(depth.waiting).toBeGreaterThanOrEqual(0);
    await reader.close();
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight job finish when the worker closes', async () => {
    const producer = await createProducer(echoJob, { connection: redis, prefix: `${prefix}-close` });
    let started = false;
    const consumer = await createConsumer(echoJob, async (p) => {
      started = true;
      await new Promise((r) => setTimeout(r, 400));
      return { upper: p.text.toUpperCase() };
    }, { connection: redis, prefix: `${prefix}-close`, concurrency: 1 });
    const id = randomUUID();
    await producer.enqueue(id, { text: 'finish me' });
    const result = producer.waitForResult(id, 5000);
    while (!started) await new Promise((r) => setTimeout(r, 10));
    await consumer.close();
    await expect(result).resolves.toEqual({ upper: 'FINISH ME' });
    await producer.close();
  });
});

describe('rate limiter', () => {
  it('counts per subject and minute window', async () => {
    const subject = randomUUID();
    const now = Date.UTC(2026, 0, 1, 0, 0, 30);
    const a = await consumeRateLimit(redis, prefix, subject, 2, now);
    const b = await consumeRateLimit(redis, prefix, subject, 2, now);
    const c = await consumeRateLimit(redis, prefix, subject, 2, now);
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false]);
    expect(c).toMatchObject({ consumed: 3, remaining: 0, retryAfterSeconds: 30 });
    const next = await consumeRateLimit(redis, prefix, subject, 2, now + 60000);
    expect(next.allowed).toBe(true);
    // the window's key expires a little after its minute, set once by the first hit
    const ttl = await redis.pttl(`${prefix}:ratelimit:${subject}:${Math.floor(now / 60000) * 60000}`);
    expect(ttl).toBeGreaterThan(55000);
    expect(ttl).toBeLessThanOrEqual(61000);
  });
});
