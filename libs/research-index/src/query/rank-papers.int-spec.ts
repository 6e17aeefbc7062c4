import { closeDb, createDb, searchResearchPapers, type Db } from '@wsa/db';
import { createTestDatabase, fixtureCorpus, judgedQueries } from '@wsa/testing';
import { storePaper } from '../fill/store-paper';
import { allTermsQuery, anyTermQuery } from '../lib/tsquery';

// The first stage of paper search over a real PostgreSQL: candidates are scored inside the scans
// that find them (see searchResearchPapers); the answer must be what ts_rank_cd over every match
// gives, and the vector it reads must live in the heap row those scans fetch.
let database: { url: string; drop: () => Promise<void> };
let db: Db;
const noFilters = { categories: null, authors: [], from: null, to: null };

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
  for (const p of fixtureCorpus(300)) {
    await storePaper(db, {
      ids: { pmid: String(1000 + p.n) }, title: p.title, abstract: p.abstract, authors: p.authors, categories: p.categories,
      publishedDate: p.published, updatedDate: null, source: 'europepmc',
    });
  }
}, 120000);

afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

/** Every match ranked, no caps: the reference the bounded first stage must equal below its caps. */
async function rankEveryMatch(tsquery: string, k: number) {
  return db.sql.query<{ id: string; score: number }>`
    SELECT id::text, ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', search_vector, to_tsquery('english', ${tsquery}), 1)::float8 AS score
    FROM research_papers WHERE search_vector @@ to_tsquery('english', ${tsquery}) ORDER BY score DESC, research_papers.id LIMIT ${k}`;
}

it('below the caps, ranks exactly as ts_rank_cd over every match (ids, order and scores), title and abstract joined back', async () => {
  let compared = 0;
  for (const jq of judgedQueries()) {
    for (const tsquery of [allTermsQuery(jq.query), anyTermQuery(jq.query)]) {
      const got = await searchResearchPapers(db, { tsquery, k: 10, titleCap: 1000, bodyCap: 1000, ...noFilters });
      const want = await rankEveryMatch(tsquery, 10);
      expect(got.map((h) => [h.id, h.score])).toEqual(want.map((h) => [h.id, h.score]));
      for (const h of got) expect(h.title.length).toBeGreaterThan(0);
      compared += want.length;
    }
  }
  expect(compared).toBeGreaterThan(500);
});

it('over the caps, a paper found by both scans is answered once, with its one score', async () => {
  const tsquery = anyTermQuery(judgedQueries()[0]!.query);
  const got = await searchResearchPapers(db, { tsquery, k: 50, titleCap: 10, bodyCap: 10, ...noFilters });
  expect(new Set(got.map((h) => h.id)).size).toBe(got.length);
  // the two capped scans overlap: more than one cap's worth, fewer than both
  expect(got.length).toBeGreaterThan(10);
  expect(got.length).toBeLessThan(20);
  const scores = got.map((h) => h.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
});

it('search_vector and the short columns stay in the heap row (STORAGE MAIN); only the abstract may move to TOAST', async () => {
  const rows = await db.sql.query<{ attname: string; attstorage: string }>`
    SELECT attname, attstorage FROM pg_attribute
    WHERE attrelid = 'research_papers'::regclass AND attnum > 0 AND NOT attisdropped AND attlen = -1 ORDER BY attname`;
  expect(Object.fromEntries(rows.map((r) => [r.attname, r.attstorage]))).toEqual({
    abstract: 'x', authors_text: 'm', categories: 'm', full_text_status: 'm', primary_id: 'm', search_vector: 'm', source: 'm', title: 'm', title_vector: 'm',
  });
});

it('a paper with a long abstract keeps its vector, title and categories inline: its one TOAST value is the abstract', async () => {
  const [{ toast }] = (await db.sql.query<{ toast: string }>`SELECT reltoastrelid::regclass::text AS toast FROM pg_class WHERE oid = 'research_papers'::regclass`) as [{ toast: string }];
  const values = (sql: string) => db.$queryRawUnsafe<{ chunk_id: number; bytes: number }[]>(sql);
  const before = await values(`SELECT chunk_id::int8::int AS chunk_id, sum(length(chunk_data))::int AS bytes FROM ${toast} GROUP BY chunk_id`);
  const words = Array.from({ length: 400 }, (_, i) => `lexeme${(i * 7919) % 5003}`).join(' ');
  const id = await storePaper(db, { ids: { pmid: '999999' }, title: 'Inline layout probe', abstract: words, authors: [{ name: 'A. Author', affiliation: null }], categories: ['q-bio.GN'], publishedDate: '2024-01-01', updatedDate: null, source: 'europepmc' });
  const after = await values(`SELECT chunk_id::int8::int AS chunk_id, sum(length(chunk_data))::int AS bytes FROM ${toast} GROUP BY chunk_id`);
  const known = new Set(before.map((v) => v.chunk_id));
  const added = after.filter((v) => !known.has(v.chunk_id)).map((v) => v.bytes);
  const [sizes] = await db.sql.query<{ abstract: number; vector: number }>`
    SELECT pg_column_size(abstract) AS abstract, pg_column_size(search_vector) AS vector FROM research_papers WHERE id = ${id}::bigint`;
  expect(sizes!.vector).toBeGreaterThan(2000); // big enough that the default layout moved it out
  expect(added).toEqual([sizes!.abstract]);
});
