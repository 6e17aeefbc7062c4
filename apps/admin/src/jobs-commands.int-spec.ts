import { execFile } from 'child_process';
import { randomUUID } from 'crypto';
import path from 'path';
import { promisify } from 'util';
import { applyLedgerEntry, auditLedger, closeDb, createDb, createJob, Db, findOrCreateTeam, settleJob, transitionJob } from '@wsa/db';
import { createProducer, createRedis, RedisConnection, scrapeJob } from '@wsa/queue';
import { createTestDatabase } from '@wsa/testing';

// `npm run admin -- jobs ...` end to end: a throwaway database, its own queue prefix, the real CLI.
const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const prefix = `admin-${randomUUID().slice(0, 8)}`;
let db: Db;
let redis: RedisConnection;
let drop: () => Promise<void>;
let env: Record<string, string>;
let teamId: string;

async function admin(...args: string[]): Promise<{ code: number; out: any; err: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env });
    return { code: 0, out: JSON.parse(stdout.trim()), err: stderr };
  } catch (e: any) {
    const line = String(e.stdout ?? '').trim();
    return { code: e.code, out: line ? JSON.parse(line) : undefined, err: String(e.stderr) };
  }
}

async function job(status: 'queued' | 'running' | 'completed' | 'failed', opts: { kind?: 'scrape' | 'search'; ageMs?: number } = {}) {
  const id = randomUUID();
  await createJob(db, { id, kind: opts.kind ?? 'scrape', teamId, apiKeyId: null, target: `https://example.com/${id}`, options: {} });
  if (status !== 'queued') await transitionJob(db, id, 'running');
  if (status === 'completed' || status === 'failed') await settleJob(db, { jobId: id, to: status, teamId, credits: status === 'completed' ? 1 : 0, reason: 'test' });
  // tests may set the row's age directly: there is no repository for rewriting history
  if (opts.ageMs) await db.job.update({ where: { id }, data: { createdAt: new Date(Date.now() - opts.ageMs) } });
  return id;
}

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  env = { ...(process.env as Record<string, string>), DATABASE_URL: t.url, QUEUE_PREFIX: prefix };
  teamId = (await findOrCreateTeam(db, 'ops-team')).id;
  await applyLedgerEntry(db, { teamId, delta: 100, kind: 'grant', reason: 'test' });
}, 60000);
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  await closeDb(db);
  await drop();
});

describe('jobs list', () => {
  it('finds work that should have finished: by status, age and team', async () => {
    const stuck = await job('running', { ageMs: 3 * 3600000 });
    const fresh = await job('running');
    await job('completed', { ageMs: 3 * 3600000 });
    const res = await admin('jobs', 'list', '--status', 'running', '--older-than', '2h', '--team', 'ops-team');
    expect(res.code).toBe(0);
    expect(res.out.jobs.map((j: { id: string }) => j.id)).toEqual([stuck]);
    expect(res.out.jobs[0]).toMatchObject({ status: 'running', team: 'ops-team', kind: 'scrape', ageSeconds: expect.any(Number) });
    expect(res.out.jobs[0].ageSeconds).toBeGreaterThanOrEqual(3 * 3600 - 5);
    const all = await admin('jobs', 'list', '--status', 'running');
    expect(all.out.jobs.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining([stuck, fresh]));
  }, 30000);

  it('refuses a bad status or duration with usage (exit 2)', async () => {
    expect((await admin('jobs', 'list', '--status', 'stuck')).code).toBe(2);
    const bad = await admin('jobs', 'list', '--older-than', 'ten minutes');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--older-than takes a duration/);
  }, 30000);
});

describe('jobs cancel', () => {
  it('cancels a queued job through the state machine, removes it from the queue and shows its ledger effect', async () => {
    const id = await job('queued');
    const producer = await createProducer(scrapeJob, { connection: redis, prefix, waits: false });
    await producer.enqueue(id, { jobId: id, teamId, request: { url: 'https://example.com/stuck' }, deadlineAt: Date.now() + 60000 });
    expect(await producer.queue.getJobCountByTypes('waiting')).toBe(1);
    const res = await admin('jobs', 'cancel', id);
    expect(res.code).toBe(0);
    expect(res.out).toMatchObject({ job: { id, previousStatus: 'queued', status: 'cancelled', creditsUsed: 0 }, queue: 'removed', ledger: { charged: 0, rows: [] } });
    expect(await producer.queue.getJobCountByTypes('waiting')).toBe(0);
    expect(await db.job.findUnique({ where: { id } })).toMatchObject({ status: 'cancelled', errorMessage: expect.stringMatching(/operator/) });
    // a worker that finishes it afterwards is refused: no charge for cancelled work
    await expect(settleJob(db, { jobId: id, to: 'completed', teamId, credits: 1, reason: 'late' })).rejects.toThrow(/cannot move/);
    await producer.close();
  }, 30000);

  it('cancels a running job (its worker is told to abort) and refuses a finished one', async () => {
    const running = await job('running');
    const res = await admin('jobs', 'cancel', running);
    expect(res.out).toMatchObject({ job: { previousStatus: 'running', status: 'cancelled' }, queue: 'not-in-queue' });
    const done = await job('completed');
    const refused = await admin('jobs', 'cancel', done);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/is completed: only queued or running jobs can be cancelled/);
    expect((await admin('jobs', 'cancel', randomUUID())).code).toBe(2);
  }, 30000);
});

describe('jobs audit', () => {
  it('finds nothing in consistent books (a billed lockdown miss, a search with scrapes, a feedback refund)', async () => {
    const miss = await job('running');
    await settleJob(db, { jobId: miss, to: 'failed', teamId, credits: 1, reason: 'lockdown miss', errorCode: 'SCRAPE_LOCKDOWN_CACHE_MISS' });
    const search = randomUUID();
    await createJob(db, { id: search, kind: 'search', teamId, apiKeyId: null, target: 'q', options: {} });
    await transitionJob(db, search, 'running');
    await settleJob(db, { jobId: search, to: 'completed', teamId, credits: 2, creditsUsed: 5, reason: 'search' });
    await applyLedgerEntry(db, { teamId, delta: 1, kind: 'refund', reason: 'search feedback', jobId: search });
    const res = await admin('jobs', 'audit');
    expect(res.code).toBe(0);
    expect(res.out).toEqual({ mismatchedCharges: [], chargedErrors: [], orphanRows: [], clean: true });
  }, 30000);

  it('finds a charge that disagrees with its job, a charged error and a charge without a job, and exits 3', async () => {
    const mismatched = await job('completed');
    await applyLedgerEntry(db, { teamId, delta: -1, kind: 'charge', reason: 'double charge', jobId: mismatched });
    const chargedError = await job('running');
    await settleJob(db, { jobId: chargedError, to: 'failed', teamId, credits: 1, reason: 'charged error', errorCode: 'SCRAPE_ALL_ENGINES_FAILED' });
    const gone = await job('completed');
    await db.job.delete({ where: { id: gone } });
    const res = await admin('jobs', 'audit');
    expect(res.code).toBe(3);
    expect(res.out.clean).toBe(false);
    expect(res.out.mismatchedCharges).toEqual([expect.objectContaining({ jobId: mismatched, creditsUsed: 1, charged: 2 })]);
    expect(res.out.chargedErrors).toEqual([expect.objectContaining({ jobId: chargedError, status: 'failed', charged: 1 })]);
    expect(res.out.orphanRows).toEqual([expect.objectContaining({ kind: 'charge', delta: -1, reason: 'test' })]);
    expect((await auditLedger(db)).clean).toBe(false);
  }, 30000);
});
