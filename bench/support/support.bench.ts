// Support helpers: docs-search retrieval quality and latency (in-process), then the HTTP figures
// through the whole stack (docs-search p50, ask with and without a validation re-run). See README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocsIndex } from '@wsa/support';
import { startPagesServer, startStack } from '@wsa/testing';

type Judged = { question: string; expect: string };
const root = join(__dirname, '..', '..');
const judged = JSON.parse(readFileSync(join(root, 'libs/support/src/lib/docs/testdata/judged-questions.json'), 'utf8')) as Judged[];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

function inProcess(): void {
  const started = performance.now();
  const index = loadDocsIndex(root);
  if (!index) throw new Error('docs corpus not found');
  const loadMs = performance.now() - started;
  let top1 = 0, top3 = 0;
  const times: number[] = [];
  for (const q of judged) {
    const t = performance.now();
    const hits = index.search(q.question, 5);
    times.push(performance.now() - t);
    const rank = hits.findIndex((h) => h.passage.path === q.expect);
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    else if (process.env.SUPPORT_BENCH_VERBOSE) console.log(`miss: ${q.question} -> ${hits.slice(0, 3).map((h) => h.passage.path).join(', ')}`);
  }
  console.log(`corpus: ${index.files} files, ${index.passages.length} passages, loaded and indexed in ${ms(loadMs)}`);
  console.log(`judged set: ${judged.length} questions; right guide first ${top1}/${judged.length} (${((100 * top1) / judged.length).toFixed(1)}%), in the top 3 ${top3}/${judged.length} (${((100 * top3) / judged.length).toFixed(1)}%)`);
  console.log(`ranking in-process: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}`);
}

async function overHttp(): Promise<void> {
  const pages = await startPagesServer();
  const stack = await startStack();
  try {
    const apiKey = String((await stack.admin('keys', 'create', '--team', 'support-bench', '--credits', '100')).apiKey);
    const post = async (path: string, body: unknown) => {
      const t = performance.now();
      const res = await fetch(stack.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify(body) });
      const json = await res.json();
      return { status: res.status, json, ms: performance.now() - t };
    };
    await post('/v2/support/docs-search', { question: 'warm up' });
    const docs: number[] = [];
    for (const q of judged) docs.push((await post('/v2/support/docs-search', { question: q.question })).ms);
    console.log(`docs-search over HTTP (${docs.length} requests): p50 ${ms(pct(docs, 50))}, p95 ${ms(pct(docs, 95))}`);

    const article = await post('/v2/scrape', { url: `${pages.url}/article` });
    const completedJob = String(article.json.data.metadata.scrapeId);
    const noValidation: number[] = [];
    for (let i = 0; i < 10; i++) {
      const q = i % 2 ? { question: 'why did this run fail?', jobId: completedJob } : { question: 'I get 429 too many requests' };
      noValidation.push((await post('/v2/support/ask', q)).ms);
    }
    console.log(`ask without a re-run (${noValidation.length}: a completed job, a words-only 429): p50 ${ms(pct(noValidation, 50))}, p95 ${ms(pct(noValidation, 95))}`);

    const withValidation: number[] = [];
    for (let i = 0; i < 3; i++) {
      await post('/v2/scrape', { url: `${pages.url}/slow?run=${i}`, timeout: 3000 });
      const job = ((await stack.admin('jobs', 'list', '--team', 'support-bench', '--limit', '1')).jobs as { id: string }[])[0];
      const res = await post('/v2/support/ask', { question: 'why did this run fail?', jobId: job.id });
      if (res.json.validation?.result !== 'success') throw new Error(`validation did not succeed: ${JSON.stringify(res.json)}`);
      withValidation.push(res.ms);
    }
    console.log(`ask with a validation re-run (${withValidation.length}: timed-out scrape of an 8 s page, re-run with timeout 30000): p50 ${ms(pct(withValidation, 50))}, max ${ms(Math.max(...withValidation))}`);
  } finally {
    await stack.stop();
    await pages.close();
  }
}

inProcess();
if (process.env.SUPPORT_BENCH_HTTP !== '0') {
  overHttp().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
