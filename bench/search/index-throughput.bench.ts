// Index-time cost of the local index: pages written one at a time through upsertIndexedPage (what
// the scrape worker does after every scrape), into an index that already holds PRELOAD pages.
// Prints pages/s and the per-page write time; see README.md.
import { bulkInsertIndexedPages, closeDb, countIndexedPages, createDb, upsertIndexedPage } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { Client } from 'pg';
import { loadCorpus, seededRandom, syntheticPage } from './synthetic-pages';

const PRELOAD = Number(process.env.PRELOAD ?? 10_000);
const PAGES = Number(process.env.INDEX_PAGES ?? 500);
const BATCH = 1000;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  // BENCH_DATABASE_URL: write into a loaded index (the written pages are deleted afterwards)
  const database = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined } : await createTestDatabase();
  const db = createDb(database.url, { poolSize: 2 });
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  const corpus = loadCorpus();
  const rnd = seededRandom(99);
  // ids far beyond the latency bench's, so the same database can hold both
  const base = 10_000_000;
  try {
    let loaded = await countIndexedPages(db);
    while (loaded < PRELOAD) {
      const batch = Array.from({ length: Math.min(BATCH, PRELOAD - loaded) }, (_, k) => syntheticPage(loaded + k, corpus, rnd));
      await bulkInsertIndexedPages(db, batch);
      loaded += batch.length;
    }
    await pg.query('VACUUM ANALYZE indexed_pages');
    const pages = Array.from({ length: PAGES }, (_, k) => ({ ...syntheticPage(base + k, corpus, rnd), images: [] }));
    const times: number[] = [];
    const started = Date.now();
    for (const p of pages) {
      const t = process.hrtime.bigint();
      await upsertIndexedPage(db, p);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const total = (Date.now() - started) / 1000;
    // a re-scrape of the same pages (the update path)
    const again: number[] = [];
    for (const p of pages.slice(0, 100)) {
      const t = process.hrtime.bigint();
      await upsertIndexedPage(db, { ...p, body: `${p.body}\nUpdated paragraph about something else entirely.` });
      again.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    console.log(`${PAGES} pages upserted one at a time into ${loaded} pages: ${(PAGES / total).toFixed(1)} pages/s, per page p50 ${pct(times, 50).toFixed(1)} ms p95 ${pct(times, 95).toFixed(1)} ms; re-scrape (update) p50 ${pct(again, 50).toFixed(1)} ms`);
    await pg.query("DELETE FROM indexed_pages WHERE url LIKE 'https://%/p/1000____'");
  } finally {
    await pg.end();
    await closeDb(db);
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
