import { elementText, textLength } from '../dom/boilerplate.filter';
import { findItemGroup, type ItemGroup, isPricedGroup, PRICE } from './item-blocks';

/** Most carousels removed from one page (a product page has a few "more like this" rails). */
const MAX_CAROUSELS = 4;
/**
 * A priced group this large (tiles, or share of the page text) on a page declaring a Product is the
 * page's product list (shops declare the category's first product, or og:type product, on
 * category pages too), not a carousel. Measured on WCXB: product-page carousels hold 5-9 tiles and
 * 2-22% of the text; category grids 52-75 tiles and 39-65%.
 */
const CAROUSEL_MAX_ITEMS = 12;
const CAROUSEL_MAX_PAGE_SHARE = 0.3;

/**
 * Removes the priced tile groups of a declared product page: on a page about one product, a row
 * of other products with their prices is a recommendation carousel ("you may also like"), whatever
 * its heading says. Stops at the first group too large to be one (the page lists products).
 */
export function removeProductCarousels(root: Element): void {
  const pageLength = textLength(root);
  for (let n = 0; n < MAX_CAROUSELS; n += 1) {
    const group = findItemGroup(root, isPricedGroup);
    if (!group || !isCarousel(group, pageLength, root)) return;
    for (const item of group.items) item.remove();
  }
}

function isCarousel(group: ItemGroup, pageLength: number, root: Element): boolean {
  return group.items.length < CAROUSEL_MAX_ITEMS && group.textLength < pageLength * CAROUSEL_MAX_PAGE_SHARE && priceBefore(group, root);
}

/**
 * Whether a price appears before the group: a product page shows its own price first, then the
 * rails of other products; a shop overview whose first priced block is this row is listing them.
 */
function priceBefore(group: ItemGroup, root: Element): boolean {
  const page = elementText(root);
  const at = page.indexOf(elementText(group.items[0]));
  return at > 0 && PRICE.test(page.slice(0, at));
}
