import { closeDb, createDb, findIndexedPageText, type Db } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { createLocalIndexer } from './local-indexer';

let database: { url: string; drop: () => Promise<void> };
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
});

afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

const html = (title: string) => `<html><head><title>${title}</title></head><body><main><p>${title} is described here in a sentence long enough to be kept as the main content of the page.</p></main></body></html>`;

it('writes queued pages after the caller moved on, and a re-scrape updates the row', async () => {
  // both pool connections open first: otherwise the check below and the write race to connect, and
  // the write can win (seen under load), which says nothing about when the indexer starts
  await Promise.all([findIndexedPageText(db, 'https://example.com/warm-1'), findIndexedPageText(db, 'https://example.com/warm-2')]);
  const indexer = createLocalIndexer(db);
  indexer.enqueue({ html: html('First version'), url: 'https://example.com/page', scrapedAt: new Date() });
  // nothing is written synchronously: the caller's answer goes first
  expect(await findIndexedPageText(db, 'https://example.com/page')).toBeNull();
  await indexer.drain();
  expect(await findIndexedPageText(db, 'https://example.com/page')).toMatchObject({ title: 'First version' });
  indexer.enqueue({ html: html('Second version'), url: 'https://example.com/page#again', scrapedAt: new Date() });
  await indexer.drain();
  expect(await findIndexedPageText(db, 'https://example.com/page')).toMatchObject({ title: 'Second version', text: expect.stringContaining('Second version is described') });
});

it('logs a failed write and drops pages beyond its queue, never throwing', async () => {
  const warnings: string[] = [];
  const broken = createDb('postgresql://postgres@127.0.0.1:1/none', { poolSize: 1 });
  const indexer = createLocalIndexer(broken, { warn: (_o, msg) => warnings.push(String(msg)) }, 1);
  indexer.enqueue({ html: html('A'), url: 'https://example.com/a', scrapedAt: new Date() });
  indexer.enqueue({ html: html('B'), url: 'https://example.com/b', scrapedAt: new Date() });
  await indexer.drain();
  expect(warnings).toEqual(['local index queue full; page not indexed', 'local index write failed']);
  await closeDb(broken);
});
