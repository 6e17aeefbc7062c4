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
