import { randomUUID } from 'crypto';
import { createTestDatabase } from '@wsa/testing';
import {
  applyLedgerEntry, authenticateApiKey, closeDb, createApiKey, createDb, createJob, Db, findCachedDocument, findJob, findOrCreateTeam,
  getBlob, getCreditBalance, JobTransitionError, ledgerForJob, putBlob, revokeApiKey, settleJob, storeCachedDocument, transitionJob,
} from '@wsa/db';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
}, 60000);
afterAll(async () => {
  if (db) await closeDb(db);
  await drop?.();
});

describe('teams and keys', () => {
  it('creates a team once and authenticates its keys by hash', async () => {
    const a = await findOrCreateTeam(db, 'acme');
    const b = await findOrCreateTeam(db, 'acme');
    expect(b.id).toBe(a.id);
    const { apiKey } = await createApiKey(db, a.id);
    expect(apiKey).toMatch(/^wsa-[0-9a-f]{48}$/);
    const stored = await db.apiKey.findFirst({ where: { teamId: a.id } });
    expect(stored?.keyHash).not.toContain(apiKey);
    expect((await authenticateApiKey(db, apiKey))?.team.id).toBe(a.id);
    expect(await authenticateApiKey(db, apiKey + 'x')).toBeNull();
    expect(await revokeApiKey(db, apiKey)).toBe(true);
    expect(await authenticateApiKey(db, apiKey)).toBeNull();
  });
});

describe('ledger', () => {
  it('moves the balance only with a ledger row recording the balance after', async () => {
    const team = await findOrCreateTeam(db, 'ledger-team');
    const jobId = randomUUID();
    await createJob(db, { id: jobId, kind: 'scrape', teamId: team.id, apiKeyId: null, target: 'http://x.test', options: {} });
    await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test grant' });
    const after = await applyLedgerEntry(db, { teamId: team.id, delta: -3, kind: 'charge', reason: 'scrape', jobId });
    expect(after).toBe(7);
    expect(await getCreditBalance(db, team.id)).toBe(7);
    const rows = await ledgerForJob(db, jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: -3, balanceAfter: 7, kind: 'charge' });
  });
});

describe('jobs', () => {
  it('follows the state machine and refuses illegal moves', async () => {
    const id = randomUUID();
    await createJob(db, { id, kind: 'search', teamId: null, apiKeyId: null, target: 'q', options: { query: 'q' } });
    await transitionJob(db, id, 'running');
    await settleJob(db, { jobId: id, to: 'completed', teamId: null, credits: 0, creditsUsed: 2, reason: 'search', resultCount: 3, document: { web: [] } });
    const job = await findJob(db, id);
    expect(job).toMatchObject({ status: 'completed', attempts: 1, resultCount: 3, creditsUsed: 2 });
    expect(job?.durationMs).toBeGreaterThanOrEqual(0);
    expect(job?.result?.document).toEqual({ web: [] });
    await expect(transitionJob(db, id, 'running')).rejects.toBeInstanceOf(JobTransitionError);
  });
});

describe('job settlement', () => {
  // a team with 20 credits and one of its scrape jobs, running
  const runningJobOfFundedTeam = async (name: string) => {
    const team = await findOrCreateTeam(db, name);
    await applyLedgerEntry(db, { teamId: team.id, delta: 20, kind: 'grant', reason: 'test grant' });
    const id = randomUUID();
    await createJob(db, { id, kind: 'scrape', teamId: team.id, apiKeyId: null, target: 'http://x.test', options: {} });
    await transitionJob(db, id, 'running');
    return { team, id };
  };

  it('completes, charges with a ledger row and stores the document in one go', async () => {
    const { team, id } = await runningJobOfFundedTeam('settle-team');
    const balance = await settleJob(db, { jobId: id, to: 'completed', teamId: team.id, credits: 5, reason: 'scrape x', document: { markdown: '# hi' }, resultStatusCode: 200, resultTitle: 'Hi' });
    expect(balance).toBe(15);
    expect(await getCreditBalance(db, team.id)).toBe(15);
    expect(await findJob(db, id)).toMatchObject({ status: 'completed', creditsUsed: 5, resultStatusCode: 200, resultTitle: 'Hi', result: { document: { markdown: '# hi' } } });
    expect((await findJob(db, id))?.durationMs).toEqual(expect.any(Number));
    expect(await ledgerForJob(db, id)).toMatchObject([{ delta: -5, balanceAfter: 15, kind: 'charge', reason: 'scrape x' }]);
  });

  it('neither charges nor stores when the job was cancelled meanwhile', async () => {
    const { team, id } = await runningJobOfFundedTeam('settle-cancelled');
    await transitionJob(db, id, 'cancelled', { errorCode: 'SCRAPE_TIMEOUT' });
    const err = await settleJob(db, { jobId: id, to: 'completed', teamId: team.id, credits: 5, reason: 'scrape x', document: { a: 1 } }).catch((e) => e);
    expect(err).toBeInstanceOf(JobTransitionError);
    expect(err.actual).toBe('cancelled');
    expect(await getCreditBalance(db, team.id)).toBe(20);
    expect(await ledgerForJob(db, id)).toEqual([]);
    expect((await findJob(db, id))?.result).toBeNull();
  });

  it('fails a job with its error, charging only what is due and no ledger row for 0 credits', async () => {
    const team = await findOrCreateTeam(db, 'settle-failed');
    const id = randomUUID();
    await createJob(db, { id, kind: 'scrape', teamId: team.id, apiKeyId: null, target: 'http://x.test', options: {} });
    await transitionJob(db, id, 'running');
    expect(await settleJob(db, { jobId: id, to: 'failed', teamId: team.id, credits: 0, reason: 'scrape x', errorCode: 'SCRAPE_SITE_ERROR', errorMessage: 'boom' })).toBeNull();
    expect(await findJob(db, id)).toMatchObject({ status: 'failed', errorCode: 'SCRAPE_SITE_ERROR', errorMessage: 'boom', creditsUsed: 0, result: null });
    expect(await ledgerForJob(db, id)).toEqual([]);
  });
});

describe('cache and blobs', () => {
  it('finds shared and own entries inside the age window only', async () => {
    const team = await findOrCreateTeam(db, 'cache-team');
    const other = await findOrCreateTeam(db, 'other-team');
    await storeCachedDocument(db, { cacheKey: 'k1', url: 'http://a.test', teamId: null, statusCode: 200, document: { markdown: 'shared' } });
    await storeCachedDocument(db, { cacheKey: 'k2', url: 'http://a.test', teamId: team.id, statusCode: 200, document: { markdown: 'own' } });
    expect((await findCachedDocument(db, { cacheKey: 'k1', teamId: other.id }))?.document).toEqual({ markdown: 'shared' });
    expect(await findCachedDocument(db, { cacheKey: 'k2', teamId: other.id })).toBeNull();
    expect((await findCachedDocument(db, { cacheKey: 'k2', teamId: team.id }))?.document).toEqual({ markdown: 'own' });
    expect(await findCachedDocument(db, { cacheKey: 'k1', teamId: team.id, newerThan: new Date(Date.now() + 1000) })).toBeNull();
  });
  it('stores blobs and hides expired ones', async () => {
    const id = await putBlob(db, { teamId: null, jobId: null, contentType: 'image/png', data: Buffer.from([1, 2, 3]), ttlMs: 60000 });
    expect((await getBlob(db, id))?.data).toEqual(Buffer.from([1, 2, 3]));
    const gone = await putBlob(db, { teamId: null, jobId: null, contentType: 'image/png', data: Buffer.from([1]), ttlMs: -1 });
    expect(await getBlob(db, gone)).toBeNull();
  });
});
