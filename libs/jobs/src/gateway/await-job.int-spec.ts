import { randomUUID } from 'crypto';
import { ScrapeJobPayloadSchema } from '@wsa/contracts';
import { applyLedgerEntry, closeDb, createDb, createJob, Db, findJob, findOrCreateTeam, settleJob, transitionJob } from '@wsa/db';
import { createProducer, createRedis, RedisConnection, scrapeJob } from '@wsa/queue';
import { createTestDatabase } from '@wsa/testing';
import { settledScrapeResult } from '../shared/replay-finished-job';
import { awaitJob } from './await-job';

// No worker consumes this prefix: the job is settled in PostgreSQL by the test, as a worker does
// just before Redis loses the job (a restart), so no completion event ever reaches the gateway.
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
  await closeDb(db);
  await drop?.();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

async function queuedJob(teamName: string) {
  const team = await findOrCreateTeam(db, teamName);
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const jobId = randomUUID();
  const payload = ScrapeJobPayloadSchema.parse({ jobId, teamId: team.id, request: { url: 'http://settled.test/' }, deadlineAt: Date.now() + 1000 });
  await createJob(db, { id: jobId, kind: 'scrape', teamId: team.id, apiKeyId: null, target: 'http://settled.test/', options: payload.request });
  return { team, jobId, payload };
}

it('answers a job that was settled but whose queue completion was lost with its stored outcome, not a 408', async () => {
  const producer = await createProducer(scrapeJob, { connection: redis, prefix });
  const { team, jobId, payload } = await queuedJob('lost-completion');
  await producer.enqueue(jobId, payload);
  await transitionJob(db, jobId, 'running');
  const document = { markdown: '# done', metadata: { statusCode: 200, creditsUsed: 1 } };
  await settleJob(db, { jobId, to: 'completed', teamId: team.id, credits: 1, reason: 'test', document });
  const result = await awaitJob(db, producer, jobId, 300, 'scrape', () => settledScrapeResult(db, jobId));
  expect(result).toMatchObject({ ok: true, document: { markdown: '# done' } });
  expect(await findJob(db, jobId)).toMatchObject({ status: 'completed', creditsUsed: 1 });
  await producer.close();
});

it('still answers 408 and cancels a job that did not finish in time', async () => {
  const producer = await createProducer(scrapeJob, { connection: redis, prefix });
  const { jobId, payload } = await queuedJob('slow');
  await producer.enqueue(jobId, payload);
  await expect(awaitJob(db, producer, jobId, 300, 'scrape', () => settledScrapeResult(db, jobId))).rejects.toMatchObject({ code: 'SCRAPE_TIMEOUT' });
  expect(await findJob(db, jobId)).toMatchObject({ status: 'cancelled' });
  await producer.close();
});
