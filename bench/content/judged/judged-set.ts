// The judged set: the main content of WCXB listing and collection pages as a user of a scrape API
// sees it (the page's h1 and its items), derived reproducibly from the item selectors in
// judged-pages.json. Used by judged-set.bench.ts; the judging rule is in ../README.md.
import { parseHTML } from 'linkedom';
import { type BenchPage, loadWcxb } from '../dataset-loader';
// Bundled by esbuild, so the bench runs from tmp/ as well.
import judgedPages from './judged-pages.json';

export type JudgedPage = { page: BenchPage; items: string[]; titles: string[]; truth: string };
type JudgedEntry = { id: string; items: string; note?: string };

/** Parts of an item a reader does not take as its content: controls, and what is never shown. */
const NOT_ITEM_TEXT = 'script, style, noscript, template, svg, button, select, input, textarea, form label, [hidden], [aria-hidden="true"]';

/**
 * The judge's list of calls to action: links that read only like these are controls of the tile,
 * not its content, like buttons (kept apart from the extractor's own list on purpose).
 */
const JUDGED_CONTROL = /^(?:quick ?(?:view|shop)|more info(?:rmation)?|(?:view|see) (?:details|options|product)|add to (?:cart|bag|basket|wishlist)|compare|select options|shop now|buy now|read more|learn more|achat rapide|comparer)$/i;

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An item's title: its first heading, else its first link of 8+ characters, else its opening words. */
function itemTitle(item: Element, text: string): string {
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6');
  if (heading && clean(heading.textContent ?? '').length >= 3) return clean(heading.textContent ?? '');
  const links = [...(item.matches('a[href]') ? [item] : []), ...Array.from(item.querySelectorAll('a[href]'))];
  const link = links.find((a) => clean(a.textContent ?? '').length >= 8);
  if (link) return clean(link.textContent ?? '');
  return text.split(' ').slice(0, 6).join(' ');
}

export function loadJudgedSet(): JudgedPage[] {
  return buildJudged((judgedPages as { pages: JudgedEntry[] }).pages);
}

function buildJudged(entries: JudgedEntry[]): JudgedPage[] {
  const byId = new Map(loadWcxb().map((p) => [p.id, p]));
  return entries.map((entry) => {
    const page = byId.get(entry.id);
    if (!page) throw new Error(`judged page ${entry.id} is not in the WCXB sample`);
    const doc = parseHTML(page.html).document as unknown as Document;
    for (const el of Array.from(doc.querySelectorAll(NOT_ITEM_TEXT))) el.remove();
    for (const a of Array.from(doc.querySelectorAll('a'))) if (JUDGED_CONTROL.test(clean(a.textContent ?? ''))) a.remove();
    const matched = Array.from(doc.querySelectorAll(entry.items)).filter((el) => !el.parentElement?.closest(entry.items));
    const items = matched.map((el) => clean(el.textContent ?? '')).filter((t) => t.length > 0);
    if (items.length < 3) throw new Error(`judged page ${entry.id}: selector ${entry.items} finds ${items.length} items`);
    const titles = matched.map((el) => itemTitle(el, clean(el.textContent ?? ''))).filter((t) => t.length > 0);
    const h1 = clean(doc.querySelector('h1')?.textContent ?? '');
    return { page, items, titles, truth: [h1, ...items].filter(Boolean).join('\n') };
  });
}
