import { createTestDatabase } from '@wsa/testing';
import { closeDb, createDb, rankIndexedPagesByImpact, upsertIndexedPage, type Db, type IndexedPageInput } from '@wsa/db';

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

function page(url: string, p: Partial<IndexedPageInput>): IndexedPageInput {
  return {
    url, domain: new URL(url).hostname, title: '', description: '', headings: '', body: '', urlWords: '',
    language: 'en', publishedAt: null, scrapedAt: new Date(), isArticle: false, images: [], ...p,
  };
}

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler${i}`).join(' ');

async function postings(url: string): Promise<Map<string, number>> {
  const rows = await db.sql.query<{ lexeme: string; impact: number }>`
    SELECT ip.lexeme, ip.impact FROM indexed_postings ip JOIN indexed_pages p ON p.id = ip.page_id WHERE p.url = ${url}`;
  return new Map(rows.map((r) => [r.lexeme, r.impact]));
}

const impactParams = (lexemes: string[], tsquery: string) => ({
  tsquery, lexemes, phrase: null, include: null, exclude: null, from: null, to: null, language: null, newsOnly: false,
  withImagesOnly: false, k: 10, matchCap: 2000, idf: lexemes.map(() => 1), depth: 100, pool: 50, missingPenalty: 0.6,
});

describe('impact-ordered postings of the local index', () => {
  it('are written with the page: a title word weighs more than a description word, a faint body word is not stored', async () => {
    await upsertIndexedPage(db, page('https://a.example/kayak', { title: 'Kayak paddling guide', description: 'Calm trips', body: `Paddling a kayak on calm water. ${filler(1500)} A lighthouse appears once.` }));
    const p = await postings('https://a.example/kayak');
    expect(p.get('kayak')).toBeGreaterThan(p.get('calm')!);
    expect(p.get('calm')).toBeGreaterThan(0.55);
    expect(p.get('kayak')).toBeLessThan(1);
    // met once at the end of a long body and nowhere else: below the stored impact
    expect(p.has('lighthous')).toBe(false);
  });

  it('follow a re-scrape that changed the page, and go with a deleted page', async () => {
    const url = 'https://b.example/tea';
    await upsertIndexedPage(db, page(url, { title: 'Green tea brewing', body: 'Brew green tea at eighty degrees.' }));
    expect((await postings(url)).has('green')).toBe(true);
    await upsertIndexedPage(db, page(url, { title: 'Black coffee roasting', body: 'Roast the beans until dark.' }));
    const after = await postings(url);
    expect(after.has('green')).toBe(false);
    expect(after.has('coffe')).toBe(true);
    await db.sql.execute`DELETE FROM indexed_pages WHERE url = ${url}`;
    expect((await postings(url)).size).toBe(0);
    const orphans = await db.sql.query<{ n: number }>`
      SELECT count(*)::int AS n FROM indexed_postings ip WHERE NOT EXISTS (SELECT 1 FROM indexed_pages p WHERE p.id = ip.page_id)`;
    expect(orphans[0].n).toBe(0);
  });

  it('give a lexeme its best pages first, with the filters applied and the lists read', async () => {
    await upsertIndexedPage(db, page('https://c.example/owls', { title: 'Owls of the forest', body: 'Owls hunt at night. Owls are quiet.' }));
    await upsertIndexedPage(db, page('https://d.example/birds', { title: 'Garden birds', body: 'Many birds visit gardens, and an owl sometimes does.' }));
    const r = await rankIndexedPagesByImpact(db, impactParams(['owl'], "'owl'"));
    expect(r.candidates.map((c) => c.url)).toEqual(['https://c.example/owls', 'https://d.example/birds']);
    expect(r.listLengths).toEqual([2]);
    expect(r.pooled).toBe(2);
    expect(r.candidates[0].tf![0][0]).toBe(1); // the per-field counts: once in the title
    const filtered = await rankIndexedPagesByImpact(db, { ...impactParams(['owl'], "'owl'"), exclude: ['c.example'] });
    expect(filtered.candidates.map((c) => c.url)).toEqual(['https://d.example/birds']);
    const none = await rankIndexedPagesByImpact(db, impactParams(['zzzunknown'], "'zzzunknown'"));
    expect(none).toEqual({ candidates: [], listLengths: [0], pooled: 0 });
  });

  it('are emptied with the table', async () => {
    await db.sql.execute`TRUNCATE indexed_pages CASCADE`;
    const n = await db.sql.query<{ n: number }>`SELECT count(*)::int AS n FROM indexed_postings`;
    expect(n[0].n).toBe(0);
  });
});
