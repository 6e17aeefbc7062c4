// Ranking quality of the local index: MAP and nDCG@10 of the local provider's BM25F ranker versus a
// plain ts_rank order, on the judged set (judged/queries.json) over the 496 dataset pages.
// Usage in README.md. Prints figures; writes judged/qrels.json (the judgments, reproducible).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closeDb, createDb, createLocalIndexStore, indexedPageKey, parseLocalQuery, rankIndexedPagesByTsRank, upsertIndexedPage, type Db } from '@wsa/db';
import { buildIndexablePage } from '@wsa/scrape';
import { anyLexemeQuery, createLocalProvider, localQueryText, type LocalCandidateRow, type LocalImpactRankParams, type LocalIndexStore, type LocalRankParams } from '@wsa/search';
import { createTestDatabase } from '@wsa/testing';
import { loadAeb, loadWcxb } from '../content/dataset-loader';
import { buildQrels, judgedPage, JUDGED_DIR, loadJudgedQueries } from './judged-set';
import { averagePrecision, mean, ndcgAt } from './metrics';

const DEPTH = 100;

async function main() {
  const datasets = [...loadAeb().map((p) => ({ p, d: 'aeb' as const })), ...loadWcxb().map((p) => ({ p, d: 'wcxb' as const }))]
    .filter(({ p }) => indexedPageKey(p.url) !== undefined);
  const queries = loadJudgedQueries();
  const key = (url: string) => indexedPageKey(url) ?? url;
  const qrels = buildQrels(queries, datasets.map(({ p, d }) => judgedPage(p, d)), key);
  writeFileSync(join(JUDGED_DIR, 'qrels.json'), `${JSON.stringify(qrels, null, 1)}\n`);

  const database = await createTestDatabase();
  const db = createDb(database.url, { poolSize: 4 });
  try {
    const started = Date.now();
    const scrapedAt = new Date('2026-01-01T00:00:00Z');
    for (const { p } of datasets) {
      const record = buildIndexablePage(p.html, p.url, scrapedAt);
      if (record) await upsertIndexedPage(db, record);
    }
    console.log(`indexed ${datasets.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s; ${queries.length} queries, ${Object.values(qrels).reduce((n, g) => n + Object.keys(g).length, 0)} judged-relevant pairs`);

    const store = firstStageSpy(createLocalIndexStore(db));
    const provider = createLocalProvider({ store });
    const aloneStore = firstStageSpy(createLocalIndexStore(db));
    // ginBelow 0: the postings are read for every query, and their candidates stand whatever they are
    const postingsOnly = createLocalProvider({ store: { ...aloneStore, rank: async () => aloneStore.lastImpactCandidates }, firstStage: { ginBelow: 0 } });
    const search = (p: typeof provider, query: string) => p.search({ query, limit: DEPTH, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 30_000 });
    const rows: { id: string; ours: { ap: number; ndcg: number }; base: { ap: number; ndcg: number } }[] = [];
    const alone: { ap: number; ndcg: number }[] = [];
    for (const q of queries) {
      // the first stage from the postings alone (never the GIN ranking): what a large index mostly serves
      const onlyPostings = (((await search(postingsOnly, q.query)).web ?? []).map((r) => key(r.url)));
      alone.push({ ap: averagePrecision(onlyPostings, qrels[q.id]), ndcg: ndcgAt(onlyPostings, qrels[q.id], 10) });
      const ginBefore = store.ginRankings;
      const res = await search(provider, q.query);
      if (process.env.VERBOSE && store.ginRankings > ginBefore) console.log(q.id, 'first stage: GIN (the postings did not answer)');
      const ours = (res.web ?? []).map((r) => key(r.url));
      const base = await tsRankBaseline(db, q.query);
      const grades = qrels[q.id];
      rows.push({ id: q.id, ours: { ap: averagePrecision(ours, grades), ndcg: ndcgAt(ours, grades, 10) }, base: { ap: averagePrecision(base, grades), ndcg: ndcgAt(base, grades, 10) } });
      if (process.env.VERBOSE) console.log(q.id, q.query, `relevant=${Object.keys(grades).length}`, `AP ${rows.at(-1)!.base.ap.toFixed(3)} -> ${rows.at(-1)!.ours.ap.toFixed(3)}`, `nDCG@10 ${rows.at(-1)!.base.ndcg.toFixed(3)} -> ${rows.at(-1)!.ours.ndcg.toFixed(3)}`);
    }
    const f = (x: number) => x.toFixed(3);
    console.log(`plain ts_rank : MAP ${f(mean(rows.map((r) => r.base.ap)))}  nDCG@10 ${f(mean(rows.map((r) => r.base.ndcg)))}`);
    console.log(`local BM25F   : MAP ${f(mean(rows.map((r) => r.ours.ap)))}  nDCG@10 ${f(mean(rows.map((r) => r.ours.ndcg)))}`);
    console.log(`  first stage from the impact postings alone (never the GIN ranking): MAP ${f(mean(alone.map((r) => r.ap)))}  nDCG@10 ${f(mean(alone.map((r) => r.ndcg)))}`);
    console.log(`  the provider's own first stages (an any-term pass counts again): ${store.ginRankings} GIN rankings, ${store.impactReads} postings reads`);
    const better = rows.filter((r) => r.ours.ndcg > r.base.ndcg + 1e-9).length;
    const worse = rows.filter((r) => r.ours.ndcg < r.base.ndcg - 1e-9).length;
    console.log(`nDCG@10 per query: better ${better}, worse ${worse}, equal ${rows.length - better - worse}`);
  } finally {
    await closeDb(db);
    await database.drop();
  }
}

/**
 * The baseline: the same candidates (every term, then any term when fewer than the depth) ordered
 * by PostgreSQL's plain ts_rank (default weights, no normalisation).
 */
async function tsRankBaseline(db: Db, query: string): Promise<string[]> {
  const { text, positive } = localQueryText(query);
  const terms = await parseLocalQuery(db, text, positive);
  if (!terms.tsquery) return [];
  const all = (await rankIndexedPagesByTsRank(db, terms.tsquery, DEPTH)).map((r) => r.url);
  if (all.length >= DEPTH || terms.lexemes.length < 2) return all;
  const any = (await rankIndexedPagesByTsRank(db, anyLexemeQuery(terms.lexemes), DEPTH)).map((r) => r.url);
  return [...all, ...any.filter((u) => !all.includes(u))].slice(0, DEPTH);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/** The store, counting its first stages and keeping the postings' last candidates (for the postings-alone run). */
function firstStageSpy(store: LocalIndexStore) {
  const spy = {
    ...store,
    impactReads: 0,
    ginRankings: 0,
    lastImpactCandidates: [] as LocalCandidateRow[],
    async rankByImpact(p: LocalImpactRankParams) {
      spy.impactReads += 1;
      const r = await store.rankByImpact(p);
      spy.lastImpactCandidates = r.candidates;
      return r;
    },
    async rank(p: LocalRankParams) {
      spy.ginRankings += 1;
      return store.rank(p);
    },
  };
  return spy;
}
