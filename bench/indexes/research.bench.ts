// Research Index at scale: generates N synthetic papers (Zipf-distributed vocabulary plus topic
// terms, as real abstracts have a few very common words and a long tail) straight into PostgreSQL
// with COPY, then measures paper search and passage reads through the query functions the gateway
// runs. Run: see README.md. Uses DATABASE_URL (a migrated database of its own: it TRUNCATEs the
// research tables).
import { spawn } from 'node:child_process';
import { closeDb, createDb, type Db } from '@wsa/db';
import { readPaper, searchPapers, type ResearchQueryDeps } from '@wsa/research-index/query';
import { prng, TOPICS } from '@wsa/testing';

const N = Number(process.env.PAPERS ?? 100_000);
const SKIP_LOAD = process.env.SKIP_LOAD === '1';
// each round runs every series once, the series order rotated by one per round, so no series is
// always the first after a load (cold cache) or always after another's warm-up
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/wsa_bench_research';
const PASSAGE_PAPERS = 1000;
const r = prng(42);

// a lexicon of pseudo-words (syllable strings) ranked by frequency: word i has weight 1/(i+1)^1.07
const SYL = ['ka', 'to', 'ri', 'men', 'sol', 'ath', 'ver', 'nu', 'pli', 'gor', 'dex', 'ium', 'tra', 'lo', 'zen', 'qui', 'mar', 'fo', 'bel', 'ost'];
const LEXICON = Array.from({ length: 30000 }, (_, i) => {
  let w = '', x = i + 7;
  do { w += SYL[x % SYL.length]; x = Math.floor(x / SYL.length); } while (x > 0);
  return w;
});
const REAL = ['study', 'results', 'patients', 'model', 'data', 'analysis', 'method', 'effect', 'cells', 'using', 'significant', 'protein', 'expression', 'network', 'associated', 'treatment', 'risk', 'clinical', 'performance', 'learning'];
const VOCAB = [...REAL, ...LEXICON];
const cdf: number[] = [];
let acc = 0;
for (let i = 0; i < VOCAB.length; i++) { acc += 1 / Math.pow(i + 1, 1.07); cdf.push(acc); }
function zipfWord(): string {
  const x = r() * acc;
  let lo = 0, hi = cdf.length - 1;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (cdf[mid]! < x) lo = mid + 1; else hi = mid; }
  return VOCAB[lo]!;
}
const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)]!;

function paperText(n: number): { title: string; abstract: string; topic: number; sub: number } {
  const topic = n % TOPICS.length, t = TOPICS[topic]!, sub = Math.floor(n / TOPICS.length) % 3;
  const topical = [...t.terms, ...t.subtopics[sub]!];
  const words = (len: number, topicShare: number) => Array.from({ length: len }, () => (r() < topicShare ? pick(topical) : zipfWord())).join(' ');
  return { title: words(10, 0.4), abstract: words(160 + Math.floor(r() * 80), 0.12), topic, sub };
}

const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\t/g, ' ').replace(/\n/g, ' ');

/** Pipes rows into `COPY table (cols) FROM STDIN` through psql (text format). */
function copyInto(table: string, cols: string, rows: () => Generator<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const psql = spawn('psql', [DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-qc', `COPY ${table} (${cols}) FROM STDIN`], { stdio: ['pipe', 'inherit', 'inherit'] });
    psql.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql COPY ${table} exited ${code}`))));
    const it = rows();
    const pump = () => {
      for (;;) {
        const { value, done } = it.next();
        if (done) { psql.stdin.end(); return; }
        if (!psql.stdin.write(value)) { psql.stdin.once('drain', pump); return; }
      }
    };
    pump();
  });
}

function psql(sql: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('psql', [DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-o', '/dev/null', '-qc', sql], { stdio: 'inherit' });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql exited ${code}`))));
  });
}

async function load(): Promise<void> {
  const started = Date.now();
  await psql('TRUNCATE research_papers, research_paper_ids, research_paper_authors, research_citations, research_passages RESTART IDENTITY CASCADE');
  await psql('DROP INDEX IF EXISTS research_papers_search_vector_idx');
  const BATCH = 1000;
  function* papers() {
    let buf = '';
    for (let n = 1; n <= N; n++) {
      const p = paperText(n);
      const year = 2000 + (n % 26);
      buf += `${n}\tpmid:${n}\t${esc(p.title)}\t${esc(p.abstract)}\tAuthor ${n % 5000}, Writer ${n % 777}\t{${TOPICS[p.topic]!.category}}\t${year}-01-01\tbench\tunknown\n`;
      if (n % BATCH === 0) { yield buf; buf = ''; }
    }
    if (buf) yield buf;
  }
  await copyInto('research_papers', 'id, primary_id, title, abstract, authors_text, categories, published_date, source, full_text_status', papers);
  function* ids() {
    let buf = '';
    for (let n = 1; n <= N; n++) {
      buf += `pmid\t${n}\t${n}\n`;
      if (n % BATCH === 0) { yield buf; buf = ''; }
    }
    if (buf) yield buf;
  }
  await copyInto('research_paper_ids', 'namespace, value, paper_id', ids);
  function* passages() {
    for (let n = 1; n <= PASSAGE_PAPERS; n++) {
      let buf = '';
      for (let i = 0; i < 30; i++) buf += `${n}\t${pick(['Introduction', 'Methods', 'Results', 'Discussion'])}\t${i}\t${esc(paperText(n).abstract.slice(0, 700))}\n`;
      yield buf;
    }
  }
  await copyInto('research_passages', 'paper_id, section, position, text', passages);
  await psql(`UPDATE research_papers SET full_text_status = 'indexed' WHERE id <= ${PASSAGE_PAPERS}`);
  await psql(`SELECT setval(pg_get_serial_sequence('research_papers', 'id'), ${N})`);
  const loaded = Date.now();
  await psql('CREATE INDEX research_papers_search_vector_idx ON research_papers USING GIN (search_vector)');
  for (const t of ['research_papers', 'research_passages', 'research_paper_ids']) await psql(`VACUUM ANALYZE ${t}`);
  console.log(`loaded ${N} papers in ${((loaded - started) / 1000).toFixed(1)} s, GIN index + analyze ${((Date.now() - loaded) / 1000).toFixed(1)} s`);
}

/**
 * Queries as people write them: a topic's words, some common words, some stop words. From a
 * generator of their own, so a SKIP_LOAD run times the same queries as a loading one.
 */
function queries(count: number): string[] {
  const rq = prng(7);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rq() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const t = TOPICS[i % TOPICS.length]!;
    const sub = t.subtopics[i % 3]!;
    const parts = [pick(sub), pick(t.terms), ...(i % 2 ? [pick(REAL)] : []), ...(i % 3 === 0 ? ['in', pick(t.terms)] : []), ...(i % 5 === 0 ? [pick(sub)] : [])];
    return parts.join(' ');
  });
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const summary = (ms: number[]) => `n=${ms.length} p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`;

async function timeAll(label: string, runs: (() => Promise<unknown>)[]): Promise<number[]> {
  for (const run of runs.slice(0, 20)) await run(); // warm-up: plans, caches
  const ms: number[] = [];
  for (const run of runs) {
    const t = performance.now();
    await run();
    ms.push(performance.now() - t);
  }
  console.log(`  ${label}: ${summary(ms)}`);
  return ms;
}

async function main(): Promise<void> {
  if (!SKIP_LOAD) await load();
  const db: Db = createDb(DATABASE_URL, { poolSize: 2 });
  const deps: ResearchQueryDeps = { db, fillBudgetMs: 0, minLocalHits: 0 };
  const qs = queries(400);
  const series: [string, (() => Promise<unknown>)[]][] = [
    [`paper search k=10 (${N} papers)`, qs.map((query) => () => searchPapers(deps, { query, k: 10 }))],
    [`paper search k=40 (default) (${N} papers)`, qs.map((query) => () => searchPapers(deps, { query, k: 40 }))],
    [`paper search k=10 + category + date filters (${N} papers)`, qs.map((query, i) => () => searchPapers(deps, { query, k: 10, categories: [TOPICS[i % TOPICS.length]!.category], from: '2010-01-01' }))],
    ['passage read k=4 (30 passages per paper)', qs.map((query, i) => () => readPaper(deps, String(1 + (i % PASSAGE_PAPERS)), { query, k: 4 }))],
    ['paper metadata read', qs.map((_, i) => () => readPaper(deps, `pmid:${1 + ((i * 7919) % N)}`, {}))],
  ];
  const all = series.map(() => [] as number[]);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`round ${round + 1}/${ROUNDS}`);
      for (let j = 0; j < series.length; j++) {
        const i = (j + round) % series.length;
        all[i]!.push(...(await timeAll(series[i]![0], series[i]![1])));
      }
    }
    console.log(`all ${ROUNDS} rounds:`);
    series.forEach(([label], i) => console.log(`  ${label}: ${summary(all[i]!)}`));
  } finally {
    await closeDb(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
