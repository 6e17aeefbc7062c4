import { elementText, isDataTable, textLength } from '../dom/boilerplate.filter';
import { type ItemGroup, isPricedGroup, itemTitle } from './item-blocks';

/** Teaser titles: headings that link to another page (news rivers, category pages, search results). */
const LINKED_HEADING = 'h2 a[href], h3 a[href], h4 a[href]';

/** From this many linked headings a page reads as a listing of teasers. */
export const LISTING_MIN_LINKED_HEADINGS = 20;
/** Largest share of those headings Readability may keep when it picked a single teaser or block. */
export const LISTING_MAX_KEPT_SHARE = 0.15;

/**
 * Whether Readability collapsed a listing: the page holds many linked headings (teaser titles) but
 * Readability kept only a few of them, so it picked one item or one region of the list. Articles
 * with a "more stories" rail keep their own body and do not reach the heading count.
 */
export function readabilityDroppedListing(page: Element, article: Element): boolean {
  const onPage = page.querySelectorAll(LINKED_HEADING).length;
  if (onPage < LISTING_MIN_LINKED_HEADINGS) return false;
  return article.querySelectorAll(LINKED_HEADING).length <= onPage * LISTING_MAX_KEPT_SHARE;
}

/** Share of the page text data tables must hold for the page to be a table (list pages, specs). */
const TABLES_MIN_PAGE_SHARE = 0.3;
/** Largest share of that table text Readability may keep when it kept only the prose around it. */
const TABLES_MAX_KEPT_SHARE = 0.3;

/**
 * Whether Readability dropped the data tables that make up much of the page: it scores prose, so
 * on list pages it keeps the introduction and leaves out the tables that are the content.
 */
export function readabilityDroppedTables(page: Element, article: Element): boolean {
  const onPage = tableTextLength(page);
  if (onPage === 0 || onPage < textLength(page) * TABLES_MIN_PAGE_SHARE) return false;
  return tableTextLength(article) <= onPage * TABLES_MAX_KEPT_SHARE;
}

function tableTextLength(root: Element): number {
  let n = 0;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    if (!table.parentElement?.closest('table') && isDataTable(table)) n += textLength(table);
  }
  return n;
}

/** Section headings: h2-h4 that are not teaser titles (no link in or around them). */
const SECTION_HEADING = 'h2, h3, h4';
/** From this many left-out prose sections the page is a multi-section page, not one article. */
export const DROPPED_SECTIONS_MIN = 6;
/** Least text, and largest link share, of the element after a heading for it to introduce prose. */
const SECTION_PROSE_MIN_LENGTH = 40;
const SECTION_PROSE_MAX_LINK_SHARE = 0.5;

/**
 * Whether Readability left out many of the page's prose sections: service, product and
 * documentation pages are built of headed sections of equal weight, and Readability keeps the one
 * or two it scores best. A news article's left-outs are teaser rails and link menus, whose headings
 * are links or introduce lists of links. Tuned on WCXB and AEB (bench/content): 6 moved 9 WCXB
 * pages (+0.003) and no AEB page; 5 began to cut real articles.
 */
export function readabilityDroppedSections(page: Element, article: Element): boolean {
  const kept = new Set(Array.from(article.querySelectorAll(SECTION_HEADING), elementText));
  let dropped = 0;
  for (const heading of Array.from(page.querySelectorAll(SECTION_HEADING))) {
    if (heading.querySelector('a[href]') || heading.closest('a[href]') || kept.has(elementText(heading))) continue;
    if (!introducesProse(heading)) continue;
    dropped += 1;
    if (dropped >= DROPPED_SECTIONS_MIN) return true;
  }
  return false;
}

/** Whether the element after the heading (or after its wrapper, for a heading alone in one) is prose. */
function introducesProse(heading: Element): boolean {
  let next = heading.nextElementSibling;
  const title = (heading.textContent ?? '').trim();
  for (let node: Element = heading; !next && node.parentElement; node = node.parentElement) {
    if ((node.parentElement.textContent ?? '').trim() !== title) break;
    next = node.parentElement.nextElementSibling;
  }
  if (!next) return false;
  const total = textLength(next);
  if (total < SECTION_PROSE_MIN_LENGTH) return false;
  let linked = 0;
  for (const a of Array.from(next.querySelectorAll('a[href]'))) linked += textLength(a);
  return linked / total < SECTION_PROSE_MAX_LINK_SHARE;
}

/**
 * Share of the page text a priced item group (product tiles) must hold for its items to be the
 * page's content: shop categories often carry a long buying guide or FAQ beside a compact grid.
 */
export const ITEMS_MIN_PAGE_SHARE = 0.04;
/** Largest share of the item titles Readability may keep when it kept the prose around them. */
export const ITEMS_MAX_KEPT_SHARE = 0.5;

/**
 * Whether Readability left out the product tiles of a shop page: it scores prose, so on a
 * category it keeps the category's description or FAQ and drops the grid. Only priced groups
 * count: forum posts, service boxes and news rails are alike siblings with links too, and there
 * the page fallback cost more than it gained (WCXB forum/service -0.002). Only asked for pages
 * that do not declare an article.
 */
export function readabilityDroppedItems(page: Element, article: Element, group: ItemGroup | null): boolean {
  if (!group || !isPricedGroup(group) || group.textLength < textLength(page) * ITEMS_MIN_PAGE_SHARE) return false;
  // Plain substring: adjacent inline blocks run together in textContent ("$100.00Walnut ...").
  const kept = normalized(elementText(article));
  let found = 0;
  for (const item of group.items) {
    const title = normalized(itemTitle(item));
    if (title && kept.includes(title)) found += 1;
  }
  return found <= group.items.length * ITEMS_MAX_KEPT_SHARE;
}

function normalized(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
