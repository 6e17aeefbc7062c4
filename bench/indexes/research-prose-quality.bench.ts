// Research Index ranking quality on real prose: the 495 dataset pages (AEB + WCXB, ../shared/datasets)
// stored as papers through the same merge path as the sources (storePaper), then the 40 judged
// queries of bench/search/judged ranked by searchPapers (the code POST /v2/search/research runs),
// the text rank alone and reranked by the embedding model under each fusion (blend, rrf, cosine).
// A paper is: title = the ground-truth title (WCXB) or the page's own <title> as the scraper reads
// it (AEB has no ground-truth title); abstract = the first ABSTRACT_WORDS words of the ground-truth
// main text; no authors; a DOI under the test prefix 10.5555 made from the dataset's page id. The
// judgments are bench/search's (judged-set.ts, checked against the committed qrels.json): a lexical
// rule over the full ground-truth text, so it favours lexical rankers. Prints nDCG@10 (searches at
// k=10, what a client asking for 10 sees) and MAP over the top 50 (searches at k=50, the rerank's
// whole pool). Runs in a throwaway database. Usage in README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from '@wsa/config';
import { closeDb, createDb, indexedPageKey } from '@wsa/db';
import { createEmbedder, embeddingSettings, llmEnv } from '@wsa/llm/client';
import { storePaper, type PaperRecord } from '@wsa/research-index';
import { PaperVectorCache, RERANK_FUSIONS, searchPapers, type ResearchQueryDeps } from '@wsa/research-index/query';
import { buildIndexablePage } from '@wsa/scrape';
import { createTestDatabase } from '@wsa/testing';
import { loadAeb, loadWcxb, type BenchPage } from '../content/dataset-loader';
import { buildQrels, judge, judgedPage, JUDGED_DIR, loadJudgedQueries, type JudgedPage, type Qrels } from '../search/judged-set';
import { averagePrecision, mean, ndcgAt } from '../search/metrics';

const ABSTRACT_WORDS = Number(process.env.ABSTRACT_WORDS ?? 250);
const MAP_DEPTH = 50;

type Entry = { page: BenchPage; dataset: 'aeb' | 'wcxb'; judged: JudgedPage; doi: string };

/** The paper a dataset page becomes: real prose as title and abstract, nothing else. */
function toRecord(e: Entry): PaperRecord {
  const groundTitle = e.dataset === 'wcxb' ? e.judged.title : '';
  const title = groundTitle || buildIndexablePage(e.page.html, e.page.url, new Date('2026-01-01T00:00:00Z'))?.title || e.judged.title;
  const abstract = e.page.truth.split(/\s+/).filter(Boolean).slice(0, ABSTRACT_WORDS).join(' ');
  return { ids: { doi: e.doi }, title, abstract, authors: [], categories: [], publishedDate: null, updatedDate: null, source: 'bench' };
}

async function main(): Promise<void> {
  // the same pages, in the same order and filter, as bench/search/ranking-quality.bench.ts judges
  const entries: Entry[] = [...loadAeb().map((page) => ({ page, dataset: 'aeb' as const })), ...loadWcxb().map((page) => ({ page, dataset: 'wcxb' as const }))]
    .filter(({ page }) => indexedPageKey(page.url) !== undefined)
    .map(({ page, dataset }) => ({ page, dataset, judged: judgedPage(page, dataset), doi: `10.5555/wsa-bench.${dataset}.${page.id}`.toLowerCase() }));
  const queries = loadJudgedQueries();
  const byUrlKey = (url: string) => indexedPageKey(url) ?? url;
  const committed = JSON.parse(readFileSync(join(JUDGED_DIR, 'qrels.json'), 'utf8')) as Qrels;
  if (JSON.stringify(buildQrels(queries, entries.map((e) => e.judged), byUrlKey)) !== JSON.stringify(committed)) {
    throw new Error('the judging rule over these pages no longer gives bench/search/judged/qrels.json: rerun bench/search/ranking-quality.bench.ts first');
  }
  // the same judgments keyed by the paper each page became
  const doiOf = new Map(entries.map((e) => [e.page.url, `doi:${e.doi}`]));
  const qrels = buildQrels(queries, entries.map((e) => e.judged), (url) => doiOf.get(url)!);

  const database = await createTestDatabase();
  const db = createDb(database.url, { poolSize: 2 });
  try {
    const records = new Map(entries.map((e) => [`doi:${e.doi}`, toRecord(e)]));
    const stored = new Set<string>();
    for (const rec of records.values()) stored.add(await storePaper(db, rec));
    // what the papers can show: a pair judged on the full text may have its mentions past the abstract
    const visible = queries.reduce((n, q) => n + Object.keys(qrels[q.id]!).filter((id) => judge(q, { url: id, title: records.get(id)!.title, text: records.get(id)!.abstract }) > 0).length, 0);
    const words = mean(entries.map((e) => Math.min(ABSTRACT_WORDS, e.page.truth.split(/\s+/).filter(Boolean).length)));
    console.log(`${stored.size} papers from ${entries.length} pages (abstract: first ${ABSTRACT_WORDS} words of the ground-truth text, ${words.toFixed(0)} on average); ${queries.length} queries, ${Object.values(qrels).reduce((n, g) => n + Object.keys(g).length, 0)} judged-relevant pairs (${visible} of them judged relevant on the paper's own title and abstract)`);

    const base: ResearchQueryDeps = { db, fillBudgetMs: 0, minLocalHits: 0 };
    const variants: [string, ResearchQueryDeps][] = [['text rank alone (BM25-style ts_rank_cd)', base]];
    const embedding = embeddingSettings(parseEnv(llmEnv, process.env));
    if (embedding) {
      const embedder = createEmbedder(embedding);
      const embed = (texts: string[]) => embedder('research', texts);
      const paperVectors = new PaperVectorCache(embedding.model);
      for (const fusion of RERANK_FUSIONS) variants.push([`reranked by ${embedding.model}, fusion ${fusion}`, { ...base, embed, paperVectors, rerankFusion: fusion }]);
    } else console.log('no embedding model configured (LLM_EMBEDDING_MODEL with LLM_EMBEDDING_BASE_URL or LLM_BASE_URL): text rank only');

    const f = (x: number) => x.toFixed(3);
    let textRank: number[] = [];
    for (const [label, deps] of variants) {
      const started = performance.now();
      const rows: { ndcg: number; ap: number }[] = [];
      for (const q of queries) {
        const grades = qrels[q.id]!;
        const top10 = (await searchPapers(deps, { query: q.query, k: 10 })).results.map((r) => r.primaryId);
        const top50 = (await searchPapers(deps, { query: q.query, k: MAP_DEPTH })).results.map((r) => r.primaryId);
        rows.push({ ndcg: ndcgAt(top10, grades, 10), ap: averagePrecision(top50, grades) });
        if (process.env.VERBOSE) console.log(`  ${f(rows.at(-1)!.ndcg)} ${f(rows.at(-1)!.ap)}  ${q.id} ${q.query} (relevant ${Object.keys(grades).length})`);
      }
      console.log(`${label}: nDCG@10 ${f(mean(rows.map((r) => r.ndcg)))}  MAP@${MAP_DEPTH} ${f(mean(rows.map((r) => r.ap)))}  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      if (textRank.length === 0) textRank = rows.map((r) => r.ndcg);
      else {
        const better = rows.filter((r, i) => r.ndcg > textRank[i]! + 1e-9).length;
        const worse = rows.filter((r, i) => r.ndcg < textRank[i]! - 1e-9).length;
        console.log(`  nDCG@10 per query against the text rank: better ${better}, worse ${worse}, equal ${rows.length - better - worse}`);
      }
    }
  } finally {
    await closeDb(db);
    await database.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
