// Throughput of the full content pipeline (markdown + links + metadata, onlyMainContent) against a
// jsdom + Readability + turndown baseline, on the same bounded page sample, with F1 of both.
// Env: CONTENT_BENCH_PAGES (default 100), CONTENT_BENCH_ROUNDS (default 1).
import { transformHtml } from '@wsa/content';
import { type BenchPage, loadAeb, loadWcxb } from './dataset-loader';
import { jsdomPipeline } from './jsdom-baseline';
import { aebScore, harmonic, markdownToText, mean, wcxbScore } from './metrics';

const PAGES = Number(process.env.CONTENT_BENCH_PAGES ?? 100);
const ROUNDS = Number(process.env.CONTENT_BENCH_ROUNDS ?? 1);

/** Every other page alternately from AEB and WCXB, so the sample mixes articles and other types. */
function sample(): Array<BenchPage & { dataset: 'aeb' | 'wcxb' }> {
  const aeb = loadAeb().map((p) => ({ ...p, dataset: 'aeb' as const }));
  const wcxb = loadWcxb().map((p) => ({ ...p, dataset: 'wcxb' as const }));
  const out: Array<BenchPage & { dataset: 'aeb' | 'wcxb' }> = [];
  for (let i = 0; out.length < PAGES && (i < aeb.length || i < wcxb.length); i += 1) {
    if (i < aeb.length) out.push(aeb[i]);
    if (i * 3 < wcxb.length && out.length < PAGES) out.push(wcxb[i * 3]);
  }
  return out.slice(0, PAGES);
}

type Run = { name: string; seconds: number; markdowns: string[]; latencies: number[] };

function measure(name: string, pages: BenchPage[], fn: (p: BenchPage) => string): Run {
  const markdowns: string[] = [];
  const latencies: number[] = [];
  const start = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of pages) {
      const t = process.hrtime.bigint();
      const md = fn(page);
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (round === 0) markdowns.push(md);
    }
  }
  return { name, seconds: Number(process.hrtime.bigint() - start) / 1e9, markdowns, latencies };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function main(): void {
  const pages = sample();
  const megabytes = pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0) / 1e6;
  console.log(`sample: ${pages.length} pages, ${megabytes.toFixed(1)} MB, ${ROUNDS} round(s)`);
  const ours = measure('linkedom pipeline (@wsa/content)', pages, (p) => {
    const r = transformHtml(p.html, { url: p.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true, links: true });
    return r.markdown ?? '';
  });
  const rssOurs = process.memoryUsage().rss / 1e6;
  const base = measure('jsdom + Readability + turndown', pages, (p) => jsdomPipeline(p.html, p.url).markdown);
  const rssBase = process.memoryUsage().rss / 1e6;
  for (const run of [ours, base]) {
    const aeb = pages.map((p, i) => ({ p, md: run.markdowns[i] })).filter((x) => (x as { p: { dataset: string } }).p.dataset === 'aeb');
    const wcxb = pages.map((p, i) => ({ p, md: run.markdowns[i] })).filter((x) => (x as { p: { dataset: string } }).p.dataset === 'wcxb');
    const aebScores = aeb.map((x) => aebScore(markdownToText(x.md), x.p.truth));
    const aebF1 = harmonic(mean(aebScores.map((s) => s.precision)), mean(aebScores.map((s) => s.recall)));
    const wcxbF1 = mean(wcxb.map((x) => wcxbScore(markdownToText(x.md), x.p.truth).f1));
    const n = pages.length * ROUNDS;
    console.log(
      `${run.name.padEnd(34)} ${(n / run.seconds).toFixed(1).padStart(6)} pages/s  ${((megabytes * ROUNDS) / run.seconds).toFixed(2).padStart(6)} MB/s  ` +
        `p50 ${percentile(run.latencies, 50).toFixed(0)} ms  p95 ${percentile(run.latencies, 95).toFixed(0)} ms  AEB F1 ${aebF1.toFixed(3)} (n=${aeb.length})  WCXB F1 ${wcxbF1.toFixed(3)} (n=${wcxb.length})`,
    );
  }
  console.log(`speed-up: ${(base.seconds / ours.seconds).toFixed(2)}x   RSS after ours ${rssOurs.toFixed(0)} MB, after jsdom ${rssBase.toFixed(0)} MB`);
}

main();
