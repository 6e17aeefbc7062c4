// Search highlights on a judged sample: for each search query whose answer span on a page is known,
// does the result's description contain it? Compares the description search builds from page text
// (`pageTextHighlights`, what a scraped or cached result gets) with two provider-style snippets:
// the page's meta description (what engines show when a page has one) and its lead text cut to the
// same 320-character budget (an engine's fallback). Run: see README.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformHtml } from '@wsa/content';
import { markdownBlocks } from '@wsa/passages';
import { pageTextHighlights, snippetHighlights } from '@wsa/search';
import { loadAeb } from '../content/dataset-loader';

type Judged = { page: string; query: string; answer: string };
type Method = { name: string; describe: (page: { markdown: string; meta: string }, query: string) => string };

const BUDGET = 320;
const file = process.env.HIGHLIGHTS_BENCH_SET ?? join(__dirname, '..', '..', 'bench', 'search-highlights', 'judged-set.json');
const set = JSON.parse(readFileSync(file, 'utf8')) as (Judged & { question?: string })[];
const norm = (s: string) => s.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const words = (s: string) => norm(s).match(/[\p{L}\p{N}$.]+/gu) ?? [];

function lead(markdown: string): string {
  return cutTo(markdownBlocks(markdown).map((b) => b.text).join(' '));
}

/** Engines cut long snippets; some pages put a whole article in og:description. */
function cutTo(text: string): string {
  if (text.length <= BUDGET) return text;
  const head = text.slice(0, BUDGET);
  return head.slice(0, head.lastIndexOf(' '));
}

const methods: Method[] = [
  { name: 'page-text highlights (this change)', describe: (p, q) => pageTextHighlights(p.markdown, q) || p.meta },
  { name: `meta description, cut to ${BUDGET} chars (provider snippet)`, describe: (p) => p.meta },
  { name: 'meta description, snippet highlights', describe: (p, q) => snippetHighlights(p.meta, q) },
  { name: `lead text, first ${BUDGET} chars`, describe: (p) => lead(p.markdown) },
];

function main(): void {
  const pages = new Map(loadAeb().map((p) => [p.id.slice(0, 12), p]));
  const prepared = new Map<string, { markdown: string; meta: string }>();
  let inPage = 0;
  const tally = methods.map(() => ({ contains: 0, recall80: 0, chars: 0, ms: 0 }));
  for (const j of set) {
    const query = j.query ?? j.question ?? '';
    const page = pages.get(j.page);
    if (!page) throw new Error(`page ${j.page} not in the dataset`);
    if (!prepared.has(j.page)) {
      const out = transformHtml(page.html, { url: page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true });
      prepared.set(j.page, { markdown: out.markdown ?? '', meta: cutTo(String(out.metadata.description ?? out.metadata.ogDescription ?? '').replace(/\s+/g, ' ').trim()) });
    }
    const p = prepared.get(j.page)!;
    const answer = norm(j.answer);
    const answerWords = words(j.answer);
    if (norm(markdownBlocks(p.markdown).map((b) => b.text).join('\n')).includes(answer)) inPage += 1;
    methods.forEach((m, i) => {
      const started = performance.now();
      const text = m.describe(p, query);
      tally[i].ms += performance.now() - started;
      const got = norm(text);
      const have = new Set(words(text));
      if (got.includes(answer)) tally[i].contains += 1;
      // softer: at least 80% of the answer's words appear (a cut or reworded span still informs the reader)
      if (answerWords.filter((w) => have.has(w)).length >= 0.8 * answerWords.length) tally[i].recall80 += 1;
      tally[i].chars += text.length;
      if (process.env.HIGHLIGHTS_BENCH_VERBOSE && i === 0 && !got.includes(answer)) console.log(`MISS ${query}\n  got: ${text.slice(0, 240)}\n  want: ${j.answer}`);
    });
  }
  const n = set.length;
  const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
  console.log(`judged pairs: ${n} over ${prepared.size} pages (${file.split('/').slice(-2).join('/')})`);
  console.log(`answer span present in the page's extracted text: ${inPage}/${n}`);
  console.log('| description | contains the answer span | >= 80% of its words | mean length | ms per result |');
  console.log('|---|---|---|---|---|');
  methods.forEach((m, i) => {
    const t = tally[i];
    console.log(`| ${m.name} | ${t.contains}/${n} (${pct(t.contains)}) | ${t.recall80}/${n} (${pct(t.recall80)}) | ${Math.round(t.chars / n)} chars | ${(t.ms / n).toFixed(2)} |`);
  });
}

main();
