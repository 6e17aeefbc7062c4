// Extraction quality of transformHtml({onlyMainContent: true}) on AEB and the WCXB dev sample.
// Run: see README.md. Optional env: CONTENT_BENCH_LIMIT=N (pages per dataset), CONTENT_BENCH_DUMP=dir,
// CONTENT_BENCH_SCORES=file (per-page WCXB scores as JSON lines; AEB ones in file.aeb).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformHtml } from '@wsa/content';
import { type BenchPage, loadAeb, loadWcxb } from './dataset-loader';
import { aebScore, harmonic, markdownToText, mean, wcxbScore } from './metrics';

const LIMIT = Number(process.env.CONTENT_BENCH_LIMIT ?? Infinity);
const DUMP = process.env.CONTENT_BENCH_DUMP;

function extractText(page: BenchPage): string {
  const { markdown } = transformHtml(page.html, { url: page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true });
  const text = markdownToText(markdown ?? '');
  if (DUMP) {
    mkdirSync(DUMP, { recursive: true });
    writeFileSync(join(DUMP, `${page.id}.md`), markdown ?? '');
  }
  return text;
}

function runAeb(): void {
  const pages = loadAeb().slice(0, LIMIT);
  const scores = pages.map((p) => ({ ...aebScore(extractText(p), p.truth), id: p.id }));
  if (process.env.CONTENT_BENCH_SCORES) writeFileSync(process.env.CONTENT_BENCH_SCORES + '.aeb', scores.map((s) => JSON.stringify(s)).join('\n'));
  const P = mean(scores.map((s) => s.precision));
  const R = mean(scores.map((s) => s.recall));
  console.log(`AEB (${pages.length} pages): precision ${P.toFixed(3)} recall ${R.toFixed(3)} F1 ${harmonic(P, R).toFixed(3)}`);
}

function snippetShares(page: BenchPage, text: string): { found: number; absent: number } {
  const norm = (s: string) => s.toLowerCase().replace(/\W+/g, ' ').trim();
  const hay = norm(text);
  const w = page.withSnippets ?? [];
  const wo = page.withoutSnippets ?? [];
  return {
    found: w.length ? w.filter((s) => hay.includes(norm(s))).length / w.length : 1,
    absent: wo.length ? wo.filter((s) => !hay.includes(norm(s))).length / wo.length : 1,
  };
}

function runWcxb(): void {
  const pages = loadWcxb().slice(0, LIMIT);
  const rows = pages.map((p) => {
    const text = extractText(p);
    return { page: p, score: wcxbScore(text, p.truth), snippets: snippetShares(p, text) };
  });
  const report = (label: string, subset: typeof rows) => {
    const P = mean(subset.map((r) => r.score.precision));
    const R = mean(subset.map((r) => r.score.recall));
    const F = mean(subset.map((r) => r.score.f1));
    const withShare = mean(subset.map((r) => r.snippets.found));
    const withoutShare = mean(subset.map((r) => r.snippets.absent));
    console.log(`  ${label.padEnd(14)} n=${String(subset.length).padStart(3)}  P ${P.toFixed(3)}  R ${R.toFixed(3)}  F1 ${F.toFixed(3)}  with-found ${withShare.toFixed(3)}  without-absent ${withoutShare.toFixed(3)}`);
  };
  console.log(`WCXB dev sample (${pages.length} pages), mean of per-page scores:`);
  report('overall', rows);
  for (const type of [...new Set(rows.map((r) => r.page.pageType))].sort()) report(type, rows.filter((r) => r.page.pageType === type));
  if (process.env.CONTENT_BENCH_WORST) {
    const worst = [...rows].sort((a, b) => a.score.f1 - b.score.f1).slice(0, Number(process.env.CONTENT_BENCH_WORST));
    for (const r of worst) console.log(`    worst ${r.page.id} ${r.page.pageType} P ${r.score.precision.toFixed(2)} R ${r.score.recall.toFixed(2)} ${r.page.url}`);
  }
  // Per-page scores as JSON lines, to diff two runs page by page.
  const scoresFile = process.env.CONTENT_BENCH_SCORES;
  if (scoresFile) writeFileSync(scoresFile, rows.map((r) => JSON.stringify({ id: r.page.id, type: r.page.pageType, ...r.score })).join('\n'));
}

const which = process.argv[2] ?? 'all';
const t0 = Date.now();
if (which === 'all' || which === 'aeb') runAeb();
if (which === 'all' || which === 'wcxb') runWcxb();
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
