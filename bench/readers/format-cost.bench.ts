// CPU cost of each model-free format over the base scrape's transform, per page, on the AEB pages:
// base = transformHtml (markdown + metadata); each format's extra work is timed on its own.
// Run: see README.md. Env: READERS_BENCH_PAGES (default 60).
import { readMenu, readProduct, transformHtml } from '@wsa/content';
import { highlightsFromMarkdown } from '@wsa/passages';
import { redactText } from '@wsa/redact';
import { PII_ENTITIES } from '@wsa/contracts';
import { loadAeb } from '../content/dataset-loader';

const pages = loadAeb().slice(0, Number(process.env.READERS_BENCH_PAGES ?? 60));
const cpuMs = (fn: () => unknown) => {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

const totals: Record<string, number[]> = { base: [], highlights: [], product: [], menu: [], redactPII: [] };
for (const page of pages) {
  let markdown = '';
  totals.base.push(cpuMs(() => { markdown = transformHtml(page.html, { url: page.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true }).markdown ?? ''; }));
  totals.highlights.push(cpuMs(() => highlightsFromMarkdown(markdown, 'what did the company announce about prices this year')));
  totals.product.push(cpuMs(() => readProduct(page.html, page.url)));
  totals.menu.push(cpuMs(() => readMenu(page.html, page.url)));
  totals.redactPII.push(cpuMs(() => redactText(markdown, { entities: [...PII_ENTITIES], replaceStyle: 'tag' })));
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
console.log(`${pages.length} AEB pages (CPU ms per page)`);
console.log('format       mean     p50     p95');
for (const [name, xs] of Object.entries(totals)) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`${name.padEnd(10)} ${mean.toFixed(1).padStart(6)}  ${pct(xs, 0.5).toFixed(1).padStart(6)}  ${pct(xs, 0.95).toFixed(1).padStart(6)}`);
}
