// Research Index ranking quality: the fixture corpus (libs/testing/src/research, 20 topics x 3
// subtopics, words shared across topics) stored through the same merge path as the sources, then
// the 60 judged queries (relevance 2 = same subtopic, 1 = same topic) ranked by searchPapers;
// prints nDCG@10 (and P@10) and the search latency. Uses DATABASE_URL (a migrated database of its
// own; it TRUNCATEs the research tables). With LLM_EMBEDDING_MODEL and an endpoint for it
// (LLM_EMBEDDING_BASE_URL, or LLM_BASE_URL: the gateway's settings) the same queries are also
// ranked with the embedding rerank, under each fusion of fuse-ranks.ts (blend, rrf, cosine), and
// with HYDE=1 with HyDE as well (the chat model at LLM_BASE_URL); without them only the text rank.
// Latency of the rerank: first with an empty paper-vector cache (every pool paper embedded), then
// warm (only the query embedded).
import { closeDb, createDb } from '@wsa/db';
import { createEmbedder, createLlm, embeddingSettings, hypotheticalAbstract, llmEnv, llmSettings } from '@wsa/llm/client';
import { parseEnv } from '@wsa/config';
import { storePaper, type PaperRecord } from '@wsa/research-index';
import { fixtureCorpus, judgedQueries, ndcgAt, relevance, type FixturePaper } from '@wsa/testing';
import { cosine, embedPool, PaperVectorCache, rankPapers, RERANK_FUSIONS, searchPapers, type ResearchQueryDeps } from '@wsa/research-index/query';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/wsa_bench_research_quality';
const SIZE = Number(process.env.CORPUS ?? 2000);

const toRecord = (p: FixturePaper): PaperRecord => ({
  ids: { ...(p.arxiv ? { arxiv: p.arxiv } : {}), ...(p.pmid ? { pmid: p.pmid } : {}), ...(p.doi ? { doi: p.doi } : {}), ...(p.pmcid ? { pmcid: p.pmcid } : {}) },
  title: p.title, abstract: p.abstract, authors: p.authors, categories: p.categories, publishedDate: p.published, updatedDate: null, source: p.arxiv ? 'arxiv' : 'europepmc',
});

async function main(): Promise<void> {
  const db = createDb(DATABASE_URL, { poolSize: 2 });
  const corpus = fixtureCorpus(SIZE);
  try {
    const { count } = (await db.researchPaper.count().then((n) => ({ count: n })));
    if (count !== SIZE) {
      await db.researchPaper.deleteMany({});
      for (const p of corpus) await storePaper(db, toRecord(p));
    }
    const byPrimary = new Map(corpus.map((p) => [p.arxiv ? `arxiv:${p.arxiv}` : `pmid:${p.pmid}`, p]));
    const base: ResearchQueryDeps = { db, fillBudgetMs: 0, minLocalHits: 0 };
    const env = parseEnv(llmEnv, process.env);
    const embedding = embeddingSettings(env);
    const variants: [string, ResearchQueryDeps][] = [['text rank alone (BM25-style ts_rank_cd)', base]];
    if (embedding) {
      const embedder = createEmbedder(embedding);
      const embed = (texts: string[]) => embedder('research', texts);
      const paperVectors = new PaperVectorCache(embedding.model);
      variants.push([`reranked by ${embedding.model}, fusion blend, cold paper-vector cache`, { ...base, embed, paperVectors, rerankFusion: 'blend' }]);
      for (const fusion of RERANK_FUSIONS) variants.push([`reranked by ${embedding.model}, fusion ${fusion}, warm cache`, { ...base, embed, paperVectors, rerankFusion: fusion }]);
      const chat = llmSettings(env);
      if (process.env.HYDE === '1' && chat) {
        const llm = createLlm(chat);
        variants.push([`reranked with HyDE (${chat.model || 'first listed model'})`, { ...base, embed, paperVectors, hypothesize: (q, signal) => hypotheticalAbstract(llm, q, signal), hydeBudgetMs: 60000 }]);
      }
    } else console.log('no embedding model configured (LLM_EMBEDDING_MODEL with LLM_EMBEDDING_BASE_URL or LLM_BASE_URL): text rank only');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
    for (const [label, deps] of variants) {
      const rows: { q: string; ndcg: number; p10: number; hard: boolean; ms: number; top: string[] }[] = [];
      for (const jq of judgedQueries()) {
        const started = performance.now();
        const res = await searchPapers(deps, { query: jq.query, k: 10 });
        const ms = performance.now() - started;
        const gains = res.results.map((r) => relevance(jq, byPrimary.get(r.primaryId)!));
        const ideal = corpus.map((p) => relevance(jq, p));
        rows.push({ q: jq.query, ndcg: ndcgAt(10, gains, ideal), p10: gains.filter((g) => g > 0).length / 10, hard: jq.hard, ms, top: gains.map(String) });
      }
      if (process.env.VERBOSE) for (const r of rows) console.log(`${r.ndcg.toFixed(3)}  [${r.top.join('')}]  ${r.q}`);
      const line = (name: string, xs: typeof rows) => `  ${name} (${xs.length}): nDCG@10 ${mean(xs.map((r) => r.ndcg)).toFixed(3)}, P@10 ${mean(xs.map((r) => r.p10)).toFixed(3)}`;
      const ms = rows.map((r) => r.ms);
      console.log(`corpus ${SIZE} papers, ${label}`);
      console.log(line('all queries', rows));
      console.log(line('topic queries', rows.filter((r) => !r.hard)));
      console.log(line('vague queries', rows.filter((r) => r.hard)));
      console.log(`  search latency: p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms, mean ${mean(ms).toFixed(1)} ms`);
      if (deps.paperVectors) console.log(`  paper-vector cache: ${deps.paperVectors.size} papers, ${deps.paperVectors.hits} hits, ${deps.paperVectors.misses} misses so far`);
    }
    const reranked = variants[1]?.[1];
    if (reranked?.embed) {
      // the blend's weight is the product's fixed 0.5 (not tuned on this set); the others show how
      // much the figure depends on it: 0 is the text rank alone, 1 cosine alone
      console.log('blend weight of cosine (the product uses 0.5), nDCG@10 all / topic / vague:');
      const pools = [];
      for (const jq of judgedQueries()) {
        const hits = await rankPapers(db, jq.query, 50, { categories: null, authors: [], from: null, to: null });
        const v = await embedPool(reranked.embed, jq.query, hits, { cache: reranked.paperVectors });
        pools.push({ jq, hits, cos: v.papers.map((p) => cosine(v.query, p)) });
      }
      for (const w of [0, 0.25, 0.5, 0.75, 1]) {
        const rows = pools.map(({ jq, hits, cos }) => {
          const max = Math.max(...hits.map((h) => h.rankScore)) || 1;
          const top = hits.map((h, i) => ({ h, s: (1 - w) * (h.rankScore / max) + w * cos[i]! })).sort((a, b) => b.s - a.s).slice(0, 10);
          const gains = top.map(({ h }) => relevance(jq, byPrimary.get(h.primary_id)!));
          return { ndcg: ndcgAt(10, gains, corpus.map((p) => relevance(jq, p))), hard: jq.hard };
        });
        const m = (xs: typeof rows) => mean(xs.map((r) => r.ndcg)).toFixed(3);
        console.log(`  w=${w}: ${m(rows)} / ${m(rows.filter((r) => !r.hard))} / ${m(rows.filter((r) => r.hard))}`);
      }
    }
  } finally {
    await closeDb(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
