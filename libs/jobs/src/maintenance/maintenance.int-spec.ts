import { closeDb, createDb, Db, findCachedDocument, findLatestSnapshot, getBlob, putBlob, storeCachedDocument, storeSnapshot } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { pruneExpired } from './maintenance';

const DAY = 86_400_000;
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

it('deletes expired blobs and cache entries past retention, keeps the rest', async () => {
  const live = await putBlob(db, { teamId: null, jobId: null, contentType: 'image/png', data: Buffer.from([1]), ttlMs: 60_000 });
  await putBlob(db, { teamId: null, jobId: null, contentType: 'image/png', data: Buffer.from([2]), ttlMs: -1 });
  await storeCachedDocument(db, { cacheKey: 'k', url: 'http://a.test', teamId: null, statusCode: 200, document: { markdown: 'x' } });
  const teamId = '00000000-0000-4000-8000-000000000001';
  expect(await pruneExpired(db, { cacheMs: 3_600_000, snapshotsMs: DAY })).toEqual({ blobs: 1, cacheEntries: 0, snapshots: 0 });
  expect(await getBlob(db, live)).not.toBeNull();
  // an hour later with a retention of one minute, the cache entry goes
  expect(await pruneExpired(db, { cacheMs: 60_000, snapshotsMs: DAY }, Date.now() + 3_600_000)).toEqual({ blobs: 1, cacheEntries: 1, snapshots: 0 });
  expect(await findCachedDocument(db, { cacheKey: 'k', teamId })).toBeNull();
});

it('deletes change-tracking snapshots past retention but keeps the newest of each URL and tag', async () => {
  const teamId = '00000000-0000-4000-8000-000000000002';
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const key = { teamId, url: 'http://a.test/prices', tag: '' };
  for (const [days, markdown] of [[100, 'v1'], [95, 'v2'], [10, 'v3']] as const) await storeSnapshot(db, { ...key, statusCode: 200, markdown, jobId: null, scrapedAt: at(days) });
  // a key scraped once, long ago: its only snapshot is the next comparison's baseline
  await storeSnapshot(db, { ...key, url: 'http://a.test/old', statusCode: 200, markdown: 'only', jobId: null, scrapedAt: at(200) });
  expect((await pruneExpired(db, { cacheMs: DAY, snapshotsMs: 30 * DAY }, now)).snapshots).toBe(2);
  expect(await findLatestSnapshot(db, key)).toMatchObject({ markdown: 'v3' });
  expect(await findLatestSnapshot(db, { ...key, url: 'http://a.test/old' })).toMatchObject({ markdown: 'only' });
  // v3 is past a 5-day retention but still the newest: kept
  expect((await pruneExpired(db, { cacheMs: DAY, snapshotsMs: 5 * DAY }, now)).snapshots).toBe(0);
  const rows = await db.sql.query<{ n: number }>`SELECT count(*)::int AS n FROM change_tracking_snapshots WHERE team_id = ${teamId}::uuid`;
  expect(rows[0]!.n).toBe(2);
});
