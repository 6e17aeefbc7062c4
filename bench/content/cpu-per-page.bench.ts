// CPU per page of the scrape worker's content step (markdown + links, onlyMainContent) over every
// AEB and WCXB page, to compare two builds of @wsa/content run alternately; then the item-block
// detector alone (what the listing/collection rules add to a page), on the cleaned page it reads.
// Run: see README.md. Env: CONTENT_BENCH_ROUNDS (default 2).
import { transformHtml } from '@wsa/content';
import { removeBoilerplate } from '../../libs/content/src/dom/boilerplate.filter';
import { removeHiddenElements, removeNonContent } from '../../libs/content/src/dom/clean-document';
import { parseDocument } from '../../libs/content/src/dom/parse-document';
import { findItemGroup, isPricedGroup } from '../../libs/content/src/main-content/item-blocks';
import { loadAeb, loadWcxb } from './dataset-loader';

const ROUNDS = Number(process.env.CONTENT_BENCH_ROUNDS ?? 2);
const pages = [...loadAeb(), ...loadWcxb()];

function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

for (let round = 1; round <= ROUNDS; round += 1) {
  const ms = cpuMs(() => {
    for (const p of pages) transformHtml(p.html, { url: p.url, onlyMainContent: true, removeBase64Images: true }, { markdown: true, links: true });
  });
  console.log(`pipeline round ${round}: ${pages.length} pages, CPU ${(ms / 1000).toFixed(1)} s, ${(ms / pages.length).toFixed(1)} ms/page`);
}

let total = 0;
let max = 0;
for (const p of pages) {
  const { doc } = parseDocument(p.html, p.url);
  removeNonContent(doc.body);
  removeHiddenElements(doc.body);
  removeBoilerplate(doc.body);
  const ms = cpuMs(() => findItemGroup(doc.body, isPricedGroup));
  total += ms;
  max = Math.max(max, ms);
}
console.log(`item-block detector alone: ${(total / pages.length).toFixed(2)} ms/page mean, ${max.toFixed(1)} ms max`);
