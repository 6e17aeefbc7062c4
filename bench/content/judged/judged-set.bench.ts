// Scores transformHtml({onlyMainContent: true}) markdown on the judged set (judged-set.ts): the WCXB
// bag-of-words P/R/F1 against the judged text, and the share of item titles found in the output.
// Run: see ../README.md. Env: CONTENT_BENCH_SCORES=file (per-page scores, JSON lines).
import { writeFileSync } from 'node:fs';
import { transformHtml } from '@wsa/content';
import { markdownToText, mean, wcxbScore } from '../metrics';
import { loadJudgedSet } from './judged-set';

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const judged = loadJudgedSet();
const rows = judged.map((j) => {
  const { markdown } = transformHtml(j.page.html, { url: j.page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true });
  const text = markdownToText(markdown ?? '');
  const hay = ` ${norm(text)} `;
  const titles = j.titles.filter((t) => hay.includes(` ${norm(t)} `)).length / Math.max(1, j.titles.length);
  return { id: j.page.id, type: j.page.pageType, items: j.items.length, titles, judged: wcxbScore(text, j.truth), wcxb: wcxbScore(text, j.page.truth) };
});

const line = (label: string, subset: typeof rows) =>
  console.log(
    `  ${label.padEnd(11)} n=${String(subset.length).padStart(2)}  judged P ${mean(subset.map((r) => r.judged.precision)).toFixed(3)} R ${mean(subset.map((r) => r.judged.recall)).toFixed(3)} F1 ${mean(subset.map((r) => r.judged.f1)).toFixed(3)}` +
      `  item titles found ${mean(subset.map((r) => r.titles)).toFixed(3)}  (WCXB F1 of the same pages ${mean(subset.map((r) => r.wcxb.f1)).toFixed(3)})`,
  );
console.log(`Judged set (${rows.length} pages, ${rows.reduce((a, r) => a + r.items, 0)} items), mean of per-page scores:`);
line('all', rows);
for (const type of [...new Set(rows.map((r) => r.type))].sort()) line(type, rows.filter((r) => r.type === type));
if (process.env.CONTENT_BENCH_SCORES) writeFileSync(process.env.CONTENT_BENCH_SCORES, rows.map((r) => JSON.stringify(r)).join('\n'));
