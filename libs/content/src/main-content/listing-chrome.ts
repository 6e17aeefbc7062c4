import { elementText } from '../dom/boilerplate.filter';

/**
 * Calls to action on item tiles and teasers: the link or control is the whole text. Kept to exact
 * phrases so a product called "Compare Deluxe" or a link reading "more information about X" stays.
 */
const CALL_TO_ACTION =
  /^(?:quick ?(?:view|shop|look)|more info(?:rmation)?|(?:view|see) (?:details|options|product|more)|view|details|add to (?:cart|bag|basket|wishlist|wish list|favou?rites|compare)|add to|compare|select options|choose options|shop now|buy now|order now|read more|continue reading|learn more|achat rapide|comparer|ajouter au panier|in den warenkorb|mehr erfahren|weiterlesen)\s*[›»→>]?$/i;

/** Pagination link texts: page numbers, arrows, previous/next/first/last, ellipses. */
const PAGE_LINK = /^(?:\d{1,4}|[‹›«»<>←→…]+|\.{3}|prev(?:ious)?|next|first|last|older|newer|\[?next\s*»\]?|\[?«\s*prev(?:ious)?\]?|(?:previous|next) page)$/i;
/** Fewest page links that make a pager. */
const PAGER_MIN_LINKS = 3;

/** Result counts above a grid: "Displaying 1 to 24 (of 204 products)", "Showing 1–20 of 96 results". */
const RESULT_COUNT = /^(?:displaying|showing|viewing|results?|items?|products?)\s*:?\s*\d[\d,.]*\s*(?:-|–|to|of)\s*\d[\d,.]*(?:\s*\(?\s*of\s*\d[\d,.]*\s*\w*\s*\)?)?\s*(?:results?|items?|products?)?$/i;

/**
 * Removes the chrome of listing pages that carries no telling tag or class: item calls to action
 * ("Quick view", "More info", "Add to cart" as links), pagers made of page-number links, and
 * result counts. Their words are in no reader's idea of the page's content.
 */
export function removeListingChrome(root: Element): void {
  const pagers = new Set<Element>();
  for (const a of Array.from(root.querySelectorAll('a[href]'))) {
    const text = elementText(a);
    if (CALL_TO_ACTION.test(text) && !a.querySelector('img, picture')) a.remove();
    else if (PAGE_LINK.test(text)) {
      const pager = outermostPager(a);
      if (pager) pagers.add(pager);
    }
  }
  for (const pager of pagers) pager.remove();
  for (const el of resultCountCandidates(root)) {
    if (el.isConnected && root.contains(el) && RESULT_COUNT.test(elementText(el))) el.remove();
  }
}

/** Levels above a page link where its pager may start (`ul > li > a`, `div > span > a`). */
const PAGER_MAX_DEPTH = 3;

function outermostPager(link: Element): Element | null {
  let pager: Element | null = null;
  let el = link.parentElement;
  for (let depth = 0; el && depth < PAGER_MAX_DEPTH; depth += 1, el = el.parentElement) {
    if (isPager(el)) pager = el;
  }
  return pager;
}

/** Elements that open with a result-count word; found through their text nodes, not by measuring every block. */
function resultCountCandidates(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element): void => {
    for (let node = el.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 1) visit(node as Element);
      else if (node.nodeType === 3 && COUNT_OPENING.test((node as Text).data)) {
        // The count may be split by inline tags ("Displaying <b>1</b> to <b>24</b>"): the text
        // node's parent holds it all, or its grandparent when the opening word is itself wrapped.
        const parent = node.parentElement;
        if (parent && parent !== root) out.push(parent);
        if (parent?.parentElement && parent.parentElement !== root) out.push(parent.parentElement);
      }
    }
  };
  visit(root);
  return out;
}

const COUNT_OPENING = /^\s*(?:displaying|showing|viewing|results?|items?|products?)\b/i;

/** A block whose every link is a page link and whose text is nothing but those links. */
function isPager(block: Element): boolean {
  const links = block.querySelectorAll('a[href]');
  if (links.length < PAGER_MIN_LINKS) return false;
  let linked = 0;
  for (const a of Array.from(links)) {
    const text = elementText(a);
    if (!PAGE_LINK.test(text)) return false;
    linked += text.length;
  }
  // The current page is often plain text ("1", "…"): allow a few characters besides the links.
  return elementText(block).replace(/\s+/g, '').length <= linked + 12;
}
