import { Readability } from '@mozilla/readability';
import { removeBoilerplate, removeLinkLists, textLength } from '../dom/boilerplate.filter';
import { useHtmlElementNames } from '../dom/parse-document';
import { readArticleHeader, restoreArticleHeader } from './article-header';
import { trimBeforeHeading } from './heading-anchor';
import { denseRoot } from './dense-root';
import { removeRecommendationSections } from './heading-sections';
import { removeProductReviews } from './product-reviews';
import { removeProductCarousels } from './product-carousels';
import { removeDuplicateBlocks } from './duplicate-blocks';
import { removeListingChrome } from './listing-chrome';
import { ITEMS_MIN_PAGE_SHARE, readabilityDroppedItems, readabilityDroppedListing, readabilityDroppedSections, readabilityDroppedTables } from './listing-signal';
import { findItemGroup, isPricedGroup } from './item-blocks';

/** What the page declares about itself (og:type, JSON-LD), read before scripts are removed. */
export type PageHints = {
  article: boolean;
  product: boolean;
  /** The page declares a list of products (ItemList, or a Product per tile): a category, not one product. */
  productList?: boolean;
};

/**
 * Share of the cleaned page's prose (text outside link lists) Readability must keep for its result
 * to be trusted; below it the page is not an article (docs, product, forum, listing) and the
 * cleaned page is used instead. Jina Reader uses 30% of the whole text; tuned on AEB and WCXB
 * (bench/content): pages that declare themselves articles trust Readability far more. Elsewhere
 * Readability must keep three quarters of the page: on product, service and collection pages it
 * keeps one section (the description, one card group) of a page whose chrome is already removed
 * (WCXB 0.790 -> 0.794 against 50%).
 */
export const READABILITY_MIN_SHARE = { article: 0.1, other: 0.75 };

/**
 * Smallest share of the page text that must lie outside link lists for a declared article to be
 * read as one: below it the page is a listing or collection that carries an article type (CMS
 * defaults), and its link lists are the content.
 */
export const ARTICLE_MIN_PROSE_SHARE = 0.2;

export type MainContent = { root: Element; source: 'readability' | 'page' };

/**
 * Main content of a document whose scripts, styles and hidden elements are already removed. Chrome
 * is stripped first; Readability then reads a copy without link lists, and the chrome-free page
 * (its `<main>` when that holds most text, narrowed to the block holding nearly all of it) is the
 * fallback.
 */
export function extractMainContent(doc: Document, hints: PageHints): MainContent {
  const header = readArticleHeader(doc.body);
  removeBoilerplate(doc.body);
  removeRecommendationSections(doc.body, hints.product);
  if (hints.product && !hints.article) {
    removeProductReviews(doc.body);
    if (!hints.productList) removeProductCarousels(doc.body);
  }
  removeDuplicateBlocks(doc.body);
  removeListingChrome(doc.body);
  const copy = doc.cloneNode(true) as Document;
  useHtmlElementNames(copy);
  const pageLength = textLength(copy.body);
  removeLinkLists(copy.body);
  const proseLength = textLength(copy.body);
  const declaresArticle = hints.article && proseLength >= pageLength * ARTICLE_MIN_PROSE_SHARE;
  // On a declared article, link lists are leftovers (related stories); elsewhere they may be the
  // content (listings, collections), so they count towards the page text.
  const baseLength = declaresArticle ? proseLength : pageLength;
  const article = runReadability(copy);
  const minShare = declaresArticle ? READABILITY_MIN_SHARE.article : READABILITY_MIN_SHARE.other;
  const keepsEnough = baseLength === 0 || (article !== null && textLength(article) >= baseLength * minShare);
  // Product tiles on a page that is not an article are content (a product page's carousels are
  // gone by now): Readability must keep them, and the page fallback must not narrow them away.
  const tiles = !declaresArticle ? findItemGroup(doc.body, isPricedGroup) : null;
  if (article && keepsEnough && !readabilityDroppedPart(doc.body, article) && !readabilityDroppedItems(doc.body, article, tiles)) {
    if (header) restoreArticleHeader(header, article);
    return { root: article, source: 'readability' };
  }
  const page = denseRoot(pageRoot(doc.body), undefined, tiles && tiles.textLength >= textLength(doc.body) * ITEMS_MIN_PAGE_SHARE ? tiles.parent : undefined);
  trimBeforeHeading(page);
  return { root: page, source: 'page' };
}

/** Whether Readability kept a part of a page whose content is its teasers, tables or sections. */
function readabilityDroppedPart(page: Element, article: Element): boolean {
  return readabilityDroppedListing(page, article) || readabilityDroppedTables(page, article) || readabilityDroppedSections(page, article);
}

/** Where element ids wait while Readability reads the copy (see runReadability). */
const STASHED_ID = 'data-wsa-id';

/**
 * Readability on a throwaway copy (it rewrites the tree it reads). Ids are hidden from it: it
 * weighs class and id names alike, and ids today are mostly anchors made from heading text
 * (`#respond-to-review-comments`, `#header-options`), which its patterns read as comment threads
 * or page headers and drop, taking whole sections of docs and articles with them (AEB 0.952 ->
 * 0.956, WCXB +0.001). Class names, which say what a block is, still count. The ids come back on
 * the elements Readability keeps.
 */
function runReadability(copy: Document): Element | null {
  for (const el of Array.from(copy.querySelectorAll('[id]'))) {
    el.setAttribute(STASHED_ID, el.getAttribute('id') ?? '');
    el.removeAttribute('id');
  }
  try {
    const reader = new Readability<Element>(copy, { keepClasses: true, serializer: (el) => el as Element });
    const content = reader.parse()?.content ?? null;
    if (content) restoreIds(content);
    return content;
  } catch {
    // Readability throws on some malformed trees; the cleaned page is still a valid answer.
    return null;
  }
}

function restoreIds(root: Element): void {
  for (const el of [root, ...Array.from(root.querySelectorAll(`[${STASHED_ID}]`))]) {
    if (!el.hasAttribute(STASHED_ID)) continue;
    el.setAttribute('id', el.getAttribute(STASHED_ID) ?? '');
    el.removeAttribute(STASHED_ID);
  }
}

/** The page's `<main>` when it holds most of the remaining text, else the whole body. */
function pageRoot(body: Element): Element {
  const mains = body.querySelectorAll('main, [role="main"]');
  if (mains.length !== 1) return body;
  const main = mains[0];
  return textLength(main) >= textLength(body) * 0.5 ? main : body;
}
