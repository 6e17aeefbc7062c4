// Research Index ranking quality: the fixture corpus (libs/testing/src/research, 20 topics x 3
// subtopics, words shared across topics) stored through the same merge path as the sources, then
// the 40 judged queries (relevance 2 = same subtopic, 1 = same topic) ranked by searchPapers;
// prints nDCG@10 (and P@10). Uses DATABASE_URL (a migrated database of its own; it TRUNCATEs the
// research tables). With LLM_BASE_URL and LLM_EMBEDDING_MODEL set (the gateway's settings), the
// same queries are also ranked with the embedding rerank, and with HYDE=1 with HyDE as well (the
// chat model at LLM_BASE_URL); without them only the text rank is measured.
import { closeDb, createDb } from '@wsa/db';
import { createLlm, hypotheticalAbstract, llmEnv, llmSettings } from '@wsa/llm/client';
import { parseEnv } from '@wsa/config';
import { storePaper, type PaperRecord } from '@wsa/research-index';
import { fixtureCorpus, judgedQueries, ndcgAt, relevance, type FixturePaper } from '@wsa/testing';
import { searchPapers, type ResearchQueryDeps } from '@wsa/research-index/query';

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
    const settings = llmSettings(parseEnv(llmEnv, process.env));
    const llm = settings?.embeddingModel ? createLlm(settings) : null;
    const variants: [string, ResearchQueryDeps][] = [['text rank alone (BM25-style ts_rank_cd)', base]];
    if (llm) {
      const embed = (texts: string[]) => llm.embed!('research', texts);
      variants.push([`reranked by ${settings!.embeddingModel}`, { ...base, embed }]);
      if (process.env.HYDE === '1') variants.push([`reranked with HyDE (${settings!.model || 'first listed model'})`, { ...base, embed, hypothesize: (q, signal) => hypotheticalAbstract(llm, q, signal), hydeBudgetMs: 60000 }]);
    } else console.log('no embedding model configured (LLM_BASE_URL, LLM_EMBEDDING_MODEL): text rank only');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const [label, deps] of variants) {
      const rows: { q: string; ndcg: number; p10: number; hard: boolean }[] = [];
      for (const jq of judgedQueries()) {
        const res = await searchPapers(deps, { query: jq.query, k: 10 });
        const gains = res.results.map((r) => relevance(jq, byPrimary.get(r.primaryId)!));
        const ideal = corpus.map((p) => relevance(jq, p));
        rows.push({ q: jq.query, ndcg: ndcgAt(10, gains, ideal), p10: gains.filter((g) => g > 0).length / 10, hard: jq.hard });
      }
      if (process.env.VERBOSE) for (const r of rows) console.log(`${r.ndcg.toFixed(3)}  ${r.q}`);
      const line = (name: string, xs: typeof rows) => `  ${name} (${xs.length}): nDCG@10 ${mean(xs.map((r) => r.ndcg)).toFixed(3)}, P@10 ${mean(xs.map((r) => r.p10)).toFixed(3)}`;
      console.log(`corpus ${SIZE} papers, ${label}`);
      console.log(line('all queries', rows));
      console.log(line('topic queries', rows.filter((r) => !r.hard)));
      console.log(line('vague queries', rows.filter((r) => r.hard)));
    }
  } finally {
    await closeDb(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
