import { randomUUID } from 'crypto';
import { ScrapeRequestSchema, SearchScrapeOptionsSchema } from '@wsa/contracts';
import { applyLedgerEntry, closeDb, createDb, Db, findJob, findOrCreateTeam, getCreditBalance, storeCachedDocument } from '@wsa/db';
import { createProducer, createQueueDepthReader, createRedis, scrapeJob, type RedisConnection } from '@wsa/queue';
import { scrapeCacheKey } from '@wsa/scrape/admission';
import { createTestDatabase } from '@wsa/testing';
import { createScrapeDispatcher } from './scrape-dispatcher';

// The dispatcher is the producer of result scrapes, so the one cache rule makes it answer their
// cache hits itself: no queue hop, no scrape worker (there is none in this test).
let db: Db;
let drop: () => Promise<void>;
let redis: RedisConnection;
const prefix = `dispatch-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'dispatcher-test');
}, 60000);
afterAll(async () => {
  await redis.quit();
  await closeDb(db);
  await drop();
});

it('answers a cached result page without queueing it, charged like a cache hit', async () => {
  const url = 'http://127.0.0.1:9/cached-result';
  const request = ScrapeRequestSchema.parse({ url, formats: ['markdown'] });
  await storeCachedDocument(db, {
    cacheKey: scrapeCacheKey(request), url, teamId: null, statusCode: 200,
    document: { markdown: '# Cached result', metadata: { sourceURL: url, url, statusCode: 200, title: 'Cached result' } },
  });
  const team = await findOrCreateTeam(db, 'dispatch-team');
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const producer = await createProducer(scrapeJob, { connection: redis, prefix, waits: false });
  const depth = createQueueDepthReader(redis, prefix, ['scrape']);
  try {
    const dispatch = createScrapeDispatcher(db, producer, { allowLocalTargets: true });
    const result = await dispatch(url, SearchScrapeOptionsSchema.parse({ formats: ['markdown'] }), team.id, Date.now() + 5000);
    if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
    expect(result).toMatchObject({ ok: true, billing: { cacheHit: true }, document: { markdown: '# Cached result', metadata: { cacheState: 'hit', creditsUsed: 1 } } });
    expect((await depth.read())[0]).toMatchObject({ waiting: 0, active: 0, delayed: 0 });
    const scrapeId = result.ok ? result.document.metadata.scrapeId! : '';
    expect(await findJob(db, scrapeId)).toMatchObject({ status: 'completed', creditsUsed: 1 });
    expect(await getCreditBalance(db, team.id)).toBe(9);
  } finally {
    await depth.close();
    await producer.close();
  }
});

it('queues a result page that is not cached (the scrape worker fetches it)', async () => {
  const team = await findOrCreateTeam(db, 'dispatch-miss-team');
  const producer = await createProducer(scrapeJob, { connection: redis, prefix, waits: false });
  const depth = createQueueDepthReader(redis, prefix, ['scrape']);
  try {
    const dispatch = createScrapeDispatcher(db, producer, { allowLocalTargets: true });
    // no worker runs here: the job waits in the queue until the search's deadline, then is withdrawn
    const result = await dispatch('http://127.0.0.1:9/not-cached', SearchScrapeOptionsSchema.parse({ formats: ['markdown'] }), team.id, Date.now() + 300);
    expect(result).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT' });
  } finally {
    await depth.close();
    await producer.close();
  }
}, 15000);
