// Passage ranking quality on a judged set: for each question whose answer sentence is known, does
// the top passage of the page's main-content markdown contain it? Run: see README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformHtml } from '@wsa/content';
import { rankMarkdownPassages } from '@wsa/passages';
import { loadAeb } from '../content/dataset-loader';

type Judged = { page: string; question: string; answer: string };

const set = JSON.parse(readFileSync(join(__dirname, '..', '..', 'bench', 'passages', 'judged-set.json'), 'utf8')) as Judged[];
const norm = (s: string) => s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

function main(): void {
  const pages = new Map(loadAeb().map((p) => [p.id.slice(0, 12), p]));
  const markdownOf = new Map<string, string>();
  let top1 = 0, top3 = 0, inPage = 0, rr = 0, chars = 0, ms = 0;
  for (const q of set) {
    const page = pages.get(q.page);
    if (!page) throw new Error(`page ${q.page} not in the dataset`);
    if (!markdownOf.has(q.page)) markdownOf.set(q.page, transformHtml(page.html, { url: page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true }).markdown ?? '');
    const markdown = markdownOf.get(q.page) ?? '';
    const answer = norm(q.answer);
    const started = performance.now();
    const passages = rankMarkdownPassages(markdown, q.question, { limit: 3 });
    ms += performance.now() - started;
    const rank = passages.findIndex((p) => norm(p.text).includes(answer));
    if (rank === 0) top1 += 1;
    if (rank >= 0) { top3 += 1; rr += 1 / (rank + 1); }
    if (norm(markdown).includes(answer) || norm(markdown.replace(/[*_`[\]]/g, '')).includes(answer)) inPage += 1;
    chars += passages[0]?.text.length ?? 0;
    if (process.env.PASSAGES_BENCH_VERBOSE && rank !== 0) console.log(`MISS ${q.question}\n  top: ${passages[0]?.text.slice(0, 200)}\n  want: ${q.answer}`);
  }
  const n = set.length;
  const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
  console.log(`judged questions: ${n} over ${markdownOf.size} pages`);
  console.log(`answer present in the extracted markdown: ${inPage}/${n} (${pct(inPage)})`);
  console.log(`top passage contains the answer: ${top1}/${n} (${pct(top1)})`);
  console.log(`answer in the top 3 passages: ${top3}/${n} (${pct(top3)}); MRR@3 ${(rr / n).toFixed(3)}`);
  console.log(`mean top passage length: ${Math.round(chars / n)} chars; ranking time ${(ms / n).toFixed(2)} ms per question`);
}

main();
