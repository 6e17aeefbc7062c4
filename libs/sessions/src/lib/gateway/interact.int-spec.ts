import { randomUUID } from 'crypto';
import { ScrapeRequestSchema } from '@wsa/contracts';
import { applyLedgerEntry, authenticateApiKey, closeDb, createApiKey, createDb, createJob, Db, findOrCreateTeam } from '@wsa/db';
import { createRedis, createRpcClient, startRpcServer, type RedisConnection, type RpcClient } from '@wsa/queue';
import { interact, SessionRegistry, stopInteract, type InteractDeps } from '@wsa/sessions';
import { createTestDatabase } from '@wsa/testing';

// The gateway side alone: a session whose holder is gone answers 410 at once, never a hang.
let db: Db;
let drop: () => Promise<void>;
let redis: RedisConnection;
let rpc: RpcClient;
let deps: InteractDeps;
const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  rpc = await createRpcClient(redis, prefix);
  deps = { db, registry: new SessionRegistry(redis, prefix), rpc, publicUrl: 'http://gw.test', openTimeoutMs: 2000, graceMs: 500, llmAvailable: false };
}, 60000);
afterAll(async () => {
  await rpc?.close();
  if (db) await closeDb(db);
  await drop?.();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

async function scrapeJobOf(teamName: string) {
  const team = await findOrCreateTeam(db, teamName);
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const { apiKey } = await createApiKey(db, team.id);
  const caller = (await authenticateApiKey(db, apiKey))!;
  const jobId = randomUUID();
  const request = ScrapeRequestSchema.parse({ url: 'http://example.test/' });
  await createJob(db, { id: jobId, kind: 'scrape', teamId: team.id, apiKeyId: caller.keyId, target: request.url, options: request });
  return { caller, jobId };
}

const code = { code: '1', language: 'node' as const, timeout: 30 };

function openRecord(jobId: string, teamId: string, workerId: string) {
  return { sessionId: randomUUID(), jobId, teamId, workerId, token: 't', cdpHost: '127.0.0.1', cdpPort: 1, cdpPath: '/x', startedAt: Date.now(), state: 'open' as const };
}

it('no session worker running: 503 with the reason, and the job is not left claimed', async () => {
  const { caller, jobId } = await scrapeJobOf('no-worker');
  await expect(interact(deps, caller, jobId, code)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('No session worker') });
  expect(await deps.registry.sessionIdForJob(jobId)).toBeNull();
});

it('a holder that is gone: 410 at once, for interact and for stop', async () => {
  const { caller, jobId } = await scrapeJobOf('dead-holder');
  const record = openRecord(jobId, caller.team.id, 'worker-that-died');
  await deps.registry.register(record, 60);
  const started = Date.now();
  await expect(interact(deps, caller, jobId, code)).rejects.toMatchObject({ code: 'SESSION_DESTROYED', status: 410, message: 'Browser session has been destroyed.' });
  expect(Date.now() - started).toBeLessThan(1000);
  expect((await deps.registry.get(record.sessionId))?.state).toBe('destroyed');
  await expect(stopInteract(deps, caller, jobId)).rejects.toMatchObject({ code: 'SESSION_DESTROYED' });
});

it('a holder that dies mid-run: 410 within seconds, not after the run timeout', async () => {
  const { caller, jobId } = await scrapeJobOf('dying-holder');
  const holder = await startRpcServer(redis, prefix, 'worker-dying', () => new Promise(() => undefined));
  await deps.registry.register(openRecord(jobId, caller.team.id, 'worker-dying'), 60);
  const pending = interact(deps, caller, jobId, { ...code, timeout: 300 });
  setTimeout(() => void holder.close(), 300);
  await expect(pending).rejects.toMatchObject({ code: 'SESSION_DESTROYED' });
});

it("another team's job is refused; a job without a session has no session to stop", async () => {
  const { jobId } = await scrapeJobOf('owner');
  const { caller: other } = await scrapeJobOf('intruder');
  await expect(interact(deps, other, jobId, code)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  await expect(stopInteract(deps, other, jobId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  const { caller, jobId: own } = await scrapeJobOf('owner-2');
  await expect(stopInteract(deps, caller, own)).rejects.toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'Browser session not found.' });
});
