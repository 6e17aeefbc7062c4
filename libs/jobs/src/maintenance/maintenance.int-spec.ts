import { closeDb, createDb, Db, findCachedDocument, getBlob, putBlob, storeCachedDocument } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { pruneExpired } from './maintenance';

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
  expect(await pruneExpired(db, 3_600_000)).toEqual({ blobs: 1, cacheEntries: 0 });
  expect(await getBlob(db, live)).not.toBeNull();
  // an hour later with a retention of one minute, the cache entry goes
  expect(await pruneExpired(db, 60_000, Date.now() + 3_600_000)).toEqual({ blobs: 1, cacheEntries: 1 });
  expect(await findCachedDocument(db, { cacheKey: 'k', teamId })).toBeNull();
});
