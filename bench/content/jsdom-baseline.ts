// The comparison pipeline of the throughput benchmark: jsdom + Readability + turndown (+gfm),
// i.e. what a straightforward Node implementation would do. Links and metadata are read the same
// way so both pipelines do the same work.
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
turndown.use(gfm);
turndown.remove(['script', 'style', 'noscript']);

export type BaselineResult = { markdown: string; links: string[]; title: string };

export function jsdomPipeline(html: string, url: string): BaselineResult {
  // A silent console: jsdom otherwise prints a CSS parse error for many real pages.
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const doc = dom.window.document;
    const links = [...new Set(Array.from(doc.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href).filter((h) => h.startsWith('http')))];
    const title = doc.title;
    for (const meta of Array.from(doc.querySelectorAll('meta'))) meta.getAttribute('content');
    const article = new Readability(doc, { keepClasses: true }).parse();
    const markdown = turndown.turndown(article?.content ?? '');
    return { markdown, links, title };
  } finally {
    // Without close() jsdom keeps every window alive and memory grows without bound.
    dom.window.close();
  }
}
