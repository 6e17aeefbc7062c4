import { randomUUID } from 'crypto';
import { createRedis, JOB_CATALOGUE, jobsOf, startWorkerConsumers, type RedisConnection, type WorkerHandlers } from '@wsa/queue';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
let redis: RedisConnection;
beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

it('every catalogue job names the worker that must consume it', () => {
  expect(JOB_CATALOGUE.map((j) => `${j.name}->${j.handledBy}`)).toEqual([
    'scrape->scrape-worker', 'search->search-worker', 'research-fill->search-worker', 'research-ingest->search-worker', 'developer-ingest->search-worker',
  ]);
  expect(jobsOf('scrape-worker').map((j) => j.name)).toEqual(['scrape']);
});

it('a worker refuses to start without a handler for one of its jobs, or with one for a job it does not own', async () => {
  const opts = { connection: redis, prefix, concurrency: 1 };
  await expect(startWorkerConsumers('search-worker', {} as WorkerHandlers<'search-worker'>, opts)).rejects.toThrow('search-worker: no handler for its job(s) search, research-fill, research-ingest, developer-ingest');
  const foreign = { search: async () => ({ ok: false as const, code: 'UNKNOWN_ERROR' as const, message: 'x' }), scrape: async () => undefined } as unknown as WorkerHandlers<'search-worker'>;
  await expect(startWorkerConsumers('search-worker', foreign, opts)).rejects.toThrow('handler(s) for job(s) it does not own: scrape');
  const consumers = await startWorkerConsumers('search-worker', {
    search: async () => ({ ok: false, code: 'UNKNOWN_ERROR', message: 'x' }),
    'research-fill': async () => ({ stored: 0, warnings: [], paperId: null }),
    'research-ingest': async () => ({ fetched: 0, stored: 0, failures: 0 }),
    'developer-ingest': async () => ({ runs: [] }),
  }, opts);
  expect(consumers).toHaveLength(4);
  await Promise.all(consumers.map((c) => c.close()));
});
