import { randomUUID } from 'crypto';
import { createTestDatabase } from '@wsa/testing';
import {
  applyLedgerEntry, closeDb, createApiKey, createDb, createJob, Db, findOrCreateTeam, readCreditTotals, readCreditUsageByMonth,
  readTeamJobCounts, settleJob, transitionJob,
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

async function keyedJob(teamId: string, apiKeyId: string): Promise<string> {
  const id = randomUUID();
  await createJob(db, { id, kind: 'scrape', teamId, apiKeyId, target: 'http://x.test', options: {} });
  return id;
}

describe('credit usage', () => {
  it('totals grants, and counts charges less refunds per month and per key', async () => {
    const team = await findOrCreateTeam(db, 'usage-team');
    const a = await createApiKey(db, team.id, 'a');
    const b = await createApiKey(db, team.id, 'b');
    await applyLedgerEntry(db, { teamId: team.id, delta: 100, kind: 'grant', reason: 'grant' });
    await applyLedgerEntry(db, { teamId: team.id, delta: 20, kind: 'grant', reason: 'top-up' });
    const jobA = await keyedJob(team.id, a.id);
    await applyLedgerEntry(db, { teamId: team.id, delta: -5, kind: 'charge', reason: 'scrape', jobId: jobA });
    await applyLedgerEntry(db, { teamId: team.id, delta: 1, kind: 'refund', reason: 'feedback', jobId: jobA });
    await applyLedgerEntry(db, { teamId: team.id, delta: -3, kind: 'charge', reason: 'scrape', jobId: await keyedJob(team.id, b.id) });

    expect(await readCreditTotals(db, team.id)).toEqual({ remaining: 113, granted: 120 });
    const month = new Date();
    const start = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
    expect(await readCreditUsageByMonth(db, team.id, false)).toEqual([{ startDate: start, endDate: expect.any(String), creditsUsed: 7 }]);
    const byKey = await readCreditUsageByMonth(db, team.id, true);
    expect(byKey.map((p) => [p.apiKey, p.creditsUsed])).toEqual(
      expect.arrayContaining([[a.apiKey.slice(0, 10), 4], [b.apiKey.slice(0, 10), 3]]),
    );
    expect(byKey).toHaveLength(2);
    expect(await readCreditTotals(db, randomUUID())).toBeNull();
  });
});

describe('team job counts', () => {
  it('counts the team queued and running jobs and the last completion', async () => {
    const team = await findOrCreateTeam(db, 'queue-team');
    const other = await findOrCreateTeam(db, 'other-team');
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await createJob(db, { id, kind: 'scrape', teamId: team.id, apiKeyId: null, target: 't', options: {} });
    await createJob(db, { id: randomUUID(), kind: 'scrape', teamId: other.id, apiKeyId: null, target: 't', options: {} });
    await transitionJob(db, ids[1], 'running');
    await transitionJob(db, ids[2], 'running');
    await settleJob(db, { jobId: ids[2], to: 'completed', teamId: null, credits: 0, creditsUsed: 1, reason: 'scrape' });
    const counts = await readTeamJobCounts(db, team.id);
    expect(counts).toMatchObject({ waiting: 2, active: 1 });
    expect(counts.mostRecentSuccess).toBeInstanceOf(Date);
    expect(await readTeamJobCounts(db, randomUUID())).toEqual({ waiting: 0, active: 0, mostRecentSuccess: null });
  });
});
