import { randomUUID } from 'crypto';
import { z } from 'zod';
import { createConsumer, createProducer, createRedis, defineJob, JOB_LOCK_MS, RedisConnection, STALLED_CHECK_MS } from '@wsa/queue';

// A worker that dies mid-job (kill -9, OOM) never releases its lock. Simulated in-process by a
// forced close: lock renewal stops and the job stays active with a lock that lapses.
const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
const slowJob = defineJob({
  queue: 'scrape',
  name: 'slow',
  payload: z.object({ text: z.string() }),
  result: z.object({ by: z.string(), attempt: z.number() }),
  attempts: 2,
  backoffMs: 10, handledBy: 'scrape-worker'
});

let redis: RedisConnection;
beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

it('hands the jobs of a dead worker to another worker within lock + stalled-check time', async () => {
  const producer = await createProducer(slowJob, { connection: redis, prefix });
  let started = 0;
  const dying = await createConsumer(slowJob, () => {
    started += 1;
    return new Promise(() => undefined); // never finishes: its process is about to die
  }, { connection: redis, prefix, concurrency: 8 });
  const ids = Array.from({ length: 4 }, () => randomUUID());
  for (const id of ids) await producer.enqueue(id, { text: id });
  while (started < ids.length) await new Promise((r) => setTimeout(r, 50));

  await dying.worker.close(true);
  const diedAt = Date.now();
  const survivor = await createConsumer(slowJob, async (_p, ctx) => ({ by: 'survivor', attempt: ctx.attempt }), { connection: redis, prefix, concurrency: 8 });
  const results = await Promise.all(ids.map((id) => producer.waitForResult(id, 30000)));
  const recoveredMs = Date.now() - diedAt;

  expect(results.every((r) => r.by === 'survivor')).toBe(true);
  // the restart counts as a second start, so the job lifecycle treats it as a redelivery
  expect(results.every((r) => r.attempt >= 2)).toBe(true);
  // well inside a default 30-60 s request timeout (with the old 60 s lock this took over a minute)
  expect(recoveredMs).toBeLessThan(Math.max(20000, JOB_LOCK_MS + 2 * STALLED_CHECK_MS));
  await survivor.close();
  await dying.close().catch(() => undefined);
  await producer.close();
}, 40000);
