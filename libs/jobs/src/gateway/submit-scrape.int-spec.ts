import { randomUUID } from 'crypto';
import { ScrapeRequestSchema } from '@wsa/contracts';
import { applyLedgerEntry, authenticateApiKey, closeDb, createApiKey, createDb, Db, findJob, findOrCreateTeam, ledgerForJob, storeCachedDocument } from '@wsa/db';
import { createProducer, createRedis, RedisConnection, scrapeJob, searchJob } from '@wsa/queue';
import { scrapeCacheKey } from '@wsa/scrape/admission';
import { createTestDatabase } from '@wsa/testing';
import { submitScrape } from './submit-scrape';

// No worker consumes this queue prefix: a cache hit must be answered by the gateway alone.
let db: Db;
let drop: () => Promise<void>;
let redis: RedisConnection;
const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
}, 60000);
afterAll(async () => {
  if (db) await closeDb(db);
  await drop?.();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

it('answers a cache hit without the queue: new scrape id, cacheState hit, 1 credit charged', async () => {
  const scrapeProducer = await createProducer(scrapeJob, { connection: redis, prefix });
  const searchProducer = await createProducer(searchJob, { connection: redis, prefix });
  const team = await findOrCreateTeam(db, 'cache-gateway');
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const { apiKey } = await createApiKey(db, team.id);
  const caller = (await authenticateApiKey(db, apiKey))!;
  const request = ScrapeRequestSchema.parse({ url: 'http://cached.test/page' });
  await storeCachedDocument(db, {
    cacheKey: scrapeCacheKey(request), url: request.url, teamId: null, statusCode: 200,
    document: { markdown: '# cached', metadata: { statusCode: 200, sourceURL: request.url, url: request.url, title: 'Cached' } },
  });

  const res = await submitScrape({ db, scrapeProducer, searchProducer, graceMs: 0, allowLocalTargets: true, capabilities: { llm: false } }, caller, { ...request, timeout: 1000 });
  expect(res.data.markdown).toBe('# cached');
  expect(res.data.metadata).toMatchObject({ cacheState: 'hit', creditsUsed: 1, title: 'Cached' });
  const jobId = res.data.metadata.scrapeId!;
  expect(await findJob(db, jobId)).toMatchObject({ status: 'completed', creditsUsed: 1 });
  expect(await ledgerForJob(db, jobId)).toEqual([expect.objectContaining({ delta: -1, kind: 'charge' })]);
  expect(await scrapeProducer.queue.getJobCounts('waiting')).toEqual({ waiting: 0 });

  // a cache-only request that misses is final too: answered here, lockdown billed 1 credit
  const miss = ScrapeRequestSchema.parse({ url: 'http://cached.test/other', lockdown: true, timeout: 1000 });
  await expect(submitScrape({ db, scrapeProducer, searchProducer, graceMs: 0, allowLocalTargets: true, capabilities: { llm: false } }, caller, miss)).rejects.toMatchObject({ code: 'SCRAPE_LOCKDOWN_CACHE_MISS', status: 404 });
  const minAge = ScrapeRequestSchema.parse({ url: 'http://cached.test/other', minAge: 1, timeout: 1000 });
  await expect(submitScrape({ db, scrapeProducer, searchProducer, graceMs: 0, allowLocalTargets: true, capabilities: { llm: false } }, caller, minAge)).rejects.toMatchObject({ code: 'SCRAPE_NO_CACHED_DATA' });
  expect(await scrapeProducer.queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
  expect((await authenticateApiKey(db, apiKey))!.team.creditBalance).toBe(8);
  await scrapeProducer.close();
  await searchProducer.close();
});

it('answers a cached page only when its target passes the address policy now (stored while local targets were allowed)', async () => {
  const scrapeProducer = await createProducer(scrapeJob, { connection: redis, prefix });
  const searchProducer = await createProducer(searchJob, { connection: redis, prefix });
  const team = await findOrCreateTeam(db, 'cache-policy');
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const { apiKey } = await createApiKey(db, team.id);
  const caller = (await authenticateApiKey(db, apiKey))!;
  const store = (url: string, finalUrl: string) => {
    const request = ScrapeRequestSchema.parse({ url, lockdown: true, timeout: 1000 });
    return storeCachedDocument(db, {
      cacheKey: scrapeCacheKey(request), url, teamId: null, statusCode: 200,
      document: { markdown: '# internal', metadata: { statusCode: 200, sourceURL: url, url: finalUrl } },
    }).then(() => request);
  };
  const strict = { db, scrapeProducer, searchProducer, graceMs: 0, allowLocalTargets: false, capabilities: { llm: false } };
  // the URL asked for is local
  const local = await store('http://127.0.0.1:9/article', 'http://127.0.0.1:9/article');
  await expect(submitScrape(strict, caller, local)).rejects.toMatchObject({ code: 'SCRAPE_LOCKDOWN_CACHE_MISS' });
  // the stored page came from a local address after a redirect
  const redirected = await store('http://93.184.215.14/start', 'http://10.0.0.5/admin');
  await expect(submitScrape(strict, caller, redirected)).rejects.toMatchObject({ code: 'SCRAPE_LOCKDOWN_CACHE_MISS' });
  // a public target is answered from the cache as before
  const open = await store('http://93.184.215.14/public', 'http://93.184.215.14/public');
  expect((await submitScrape(strict, caller, open)).data.markdown).toBe('# internal');
  await scrapeProducer.close();
  await searchProducer.close();
});
