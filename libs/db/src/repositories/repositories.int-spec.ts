import { randomUUID } from 'crypto';
import { createTestDatabase } from '@wsa/testing';
import {
  applyLedgerEntry, authenticateApiKey, createApiKey, createDb, createJob, Db, findCachedDocument, findJob, findOrCreateTeam,
  getBlob, getCreditBalance, JobTransitionError, ledgerForJob, putBlob, revokeApiKey, saveJobResult, storeCachedDocument, transitionJob,
} from '@wsa/db';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
}, 60000);
afterAll(async () => {
  await db?.$disconnect();
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
    await transitionJob(db, id, 'completed', { resultCount: 3, creditsUsed: 2 });
    await saveJobResult(db, id, { web: [] });
    const job = await findJob(db, id);
    expect(job).toMatchObject({ status: 'completed', attempts: 1, resultCount: 3 });
    expect(job?.durationMs).toBeGreaterThanOrEqual(0);
    expect(job?.result?.document).toEqual({ web: [] });
    await expect(transitionJob(db, id, 'running')).rejects.toBeInstanceOf(JobTransitionError);
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
