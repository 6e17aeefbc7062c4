import { closeDb, createDb, type Db } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import type { PaperRecord } from '../lib/paper-record';
import { storePaper } from './store-paper';

let database: { url: string; drop: () => Promise<void> };
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 8 });
}, 60000);
afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

const rec = (ids: PaperRecord['ids'], over: Partial<PaperRecord> = {}): PaperRecord => ({
  ids, title: 'Attention is all you need', abstract: 'short', authors: [{ name: 'A. Vaswani', affiliation: null }], categories: [], publishedDate: '2017-06-12', updatedDate: null, source: 'arxiv', ...over,
});

it('the same new paper stored by concurrent fills ends as one record', async () => {
  const ids = await Promise.all(Array.from({ length: 6 }, () => storePaper(db, rec({ arxiv: '1706.03762', doi: '10.48550/arxiv.1706.03762' }))));
  expect(new Set(ids).size).toBe(1);
  expect(await db.researchPaper.count()).toBe(1);
});

it('a later source merges by DOI: ids united, the longer abstract, the affiliated authors, primary id recomputed', async () => {
  const first = await storePaper(db, rec({ doi: '10.1000/x1' }, { source: 'europepmc' }));
  const second = await storePaper(db, rec({ doi: '10.1000/X1'.toLowerCase(), pmid: '123' }, { abstract: 'a much longer abstract', authors: [{ name: 'A. Vaswani', affiliation: 'Google' }] }));
  expect(second).toBe(first);
  const row = await db.researchPaper.findUnique({ where: { id: BigInt(first) }, include: { externalIds: true, authors: true } });
  expect(row).toMatchObject({ primaryId: 'pmid:123', abstract: 'a much longer abstract', authorsText: 'A. Vaswani', source: 'europepmc' });
  expect(row!.externalIds.map((i) => `${i.namespace}:${i.value}`).sort()).toEqual(['doi:10.1000/x1', 'pmid:123']);
  expect(row!.authors).toEqual([expect.objectContaining({ name: 'A. Vaswani', affiliation: 'Google' })]);
});
