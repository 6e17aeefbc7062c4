import { isDataTable, textLength } from '../dom/boilerplate.filter';

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
