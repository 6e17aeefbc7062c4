import { elementText } from '../dom/boilerplate.filter';

/**
 * Repeated item blocks: the cards, result rows and product tiles of listing, collection and
 * search pages. They are sibling elements built alike (same tag, same class names), each a short
 * block with a link to its own page (a title, maybe a price and a line of description). Menus are
 * alike siblings with links too, but their entries are a word or two; those fall below the length
 * floor.
 */
export type ItemGroup = { parent: Element; items: Element[]; textLength: number };

/** Fewest alike siblings that make a group of items (three could be a row of feature boxes). */
export const ITEM_GROUP_MIN_ITEMS = 4;
/** Mean characters per item: menu entries ("Shoes", "Sale") stay below, a title with a price does not. */
const ITEM_MIN_MEAN_LENGTH = 25;
/** Longest mean item: beyond it the siblings are sections or posts, not cards. */
const ITEM_MAX_MEAN_LENGTH = 1200;
/** Share of the alike siblings that must hold a link (placeholders and ad slots may not). */
const ITEM_MIN_LINKED_SHARE = 0.8;

/**
 * Tag and first class name without digits. Only the first: shops add per-item state classes
 * (`instock`, `product_cat-cups`, `product-type-variable`, `post-123`) after the shared one.
 */
export function itemSignature(el: Element): string {
  const first = (el.getAttribute('class') ?? '').split(/\s+/).find((c) => c.length > 0 && !/\d/.test(c));
  return first ? `${el.localName}.${first}` : el.localName;
}

/**
 * The largest group (by text) of alike sibling item blocks under `root` that passes `accept`, or
 * null when there is none. One walk over the tree measures every element's text and links once
 * (the scrape worker runs this on every non-article page: measuring each candidate's textContent
 * cost 7 ms per page, this walk about 1).
 */
export function findItemGroup(root: Element, accept: (group: ItemGroup) => boolean = () => true): ItemGroup | null {
  const found: { best: ItemGroup | null } = { best: null };
  measure(root, (parent, children) => {
    for (const siblings of alikeSiblings(children)) {
      const group = asItemGroup(parent, siblings);
      if (group && (!found.best || group.textLength > found.best.textLength) && accept(group)) found.best = group;
    }
  });
  return found.best;
}

type Measured = { el: Element; length: number; linked: boolean };

/** Text length (whitespace runs counted once) and link presence of `el`; calls `visit` for parents of 4+ elements. */
function measure(el: Element, visit: (parent: Element, children: Measured[]) => void): Measured {
  let length = 0;
  let linked = el.localName === 'a' && el.hasAttribute('href');
  const children: Measured[] = [];
  for (let node = el.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 3) length += collapsedLength((node as Text).data);
    else if (node.nodeType === 1) {
      const child = measure(node as Element, visit);
      length += child.length;
      linked = linked || child.linked;
      children.push(child);
    }
  }
  if (children.length >= ITEM_GROUP_MIN_ITEMS) visit(el, children);
  return { el, length, linked };
}

function collapsedLength(text: string): number {
  let n = 0;
  let space = true;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const isSpace = c === 32 || (c >= 9 && c <= 13) || c === 160;
    if (!isSpace || !space) n += 1;
    space = isSpace;
  }
  return n;
}

function alikeSiblings(children: Measured[]): Measured[][] {
  const bySignature = new Map<string, Measured[]>();
  for (const child of children) {
    const signature = itemSignature(child.el);
    const list = bySignature.get(signature);
    if (list) list.push(child);
    else bySignature.set(signature, [child]);
  }
  return [...bySignature.values()].filter((list) => list.length >= ITEM_GROUP_MIN_ITEMS);
}

function asItemGroup(parent: Element, siblings: Measured[]): ItemGroup | null {
  let textLength = 0;
  const items: Element[] = [];
  for (const { el, length, linked } of siblings) {
    textLength += length;
    if (length > 0 && linked) items.push(el);
  }
  if (items.length < ITEM_GROUP_MIN_ITEMS || items.length < siblings.length * ITEM_MIN_LINKED_SHARE) return null;
  const mean = textLength / siblings.length;
  if (mean < ITEM_MIN_MEAN_LENGTH || mean > ITEM_MAX_MEAN_LENGTH) return null;
  return { parent, items, textLength };
}

/**
 * An item's title as a reader finds it: its longest link text (the product or story name; image
 * links and "Quick view" are shorter), else its first heading. Not the first heading first: tiles
 * carry badge headings ("Subscribe and Save!").
 */
export function itemTitle(item: Element): string {
  let title = '';
  for (const a of [...(item.matches('a[href]') ? [item] : []), ...Array.from(item.querySelectorAll('a[href]'))]) {
    const text = elementText(a);
    if (text.length > title.length) title = text;
  }
  if (title.length >= 3) return title;
  const heading = item.querySelector('h1, h2, h3, h4, h5, h6');
  return heading ? elementText(heading) : title;
}

/** A price as shops print it: a currency sign or code next to a number (`$1,299.00`, `149,00 €`, `EUR 20`). */
export const PRICE = /(?:[$€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|Rs\.?|kr)\b)\s?\d|\d(?:[\d.,\s]*\d)?\s?(?:[€£₹]|\b(?:EUR|USD|GBP|CHF|kr|zł|Kč|руб)\b)/;

/** Whether most items of the group show a price: product tiles, not posts or teasers. */
export function isPricedGroup(group: ItemGroup): boolean {
  const priced = group.items.filter((item) => PRICE.test(elementText(item))).length;
  return priced >= group.items.length * 0.5;
}
