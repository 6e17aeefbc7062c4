import type { MenuItem, MenuSection, Price } from '@wsa/contracts';
import { parsePrice } from '../commerce/price';
import { dietaryFromText } from './dietary';

const CANDIDATES = 'li, tr, dt, article, [class*="item" i], [class*="dish" i], [class*="menu-entry" i], [class*="food" i]';
const HEADINGS = 'h1, h2, h3, h4';
// A money amount: with a currency mark, or with two decimals; plain integers only in a price element.
const MONEY = /(?:[$€£¥₹]\s?\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}(?:[.,]\d{1,2})?\s?(?:€|\$|£|kr\b|zł|EUR\b|USD\b|GBP\b|CHF\b)|\b\d{1,5}[.,]\d{2}\b)/g;
const BARE_PRICE = /^\s*(?:[$€£]\s?)?\d{1,5}(?:[.,]\d{1,2})?(?:\s?(?:€|\$|£|-))?\s*$/;
const OUTSIDE = 'nav, header, footer, aside, form, script, style, noscript';

/** Menu sections and items read from the layout: headings start sections, priced blocks are items. */
export function menuSectionsFromDom(doc: Document, pageUrl: string): MenuSection[] {
  const root = doc.querySelector('main') ?? doc.body;
  const sections: MenuSection[] = [];
  let current: MenuSection | undefined;
  const kept: Element[] = [];
  for (const el of Array.from(root.querySelectorAll(`${HEADINGS}, ${CANDIDATES}`))) {
    if (el.closest(OUTSIDE) || kept.some((k) => k.contains(el))) continue;
    if (el.matches(HEADINGS)) {
      const name = clean(el.textContent);
      if (!name || moneyIn(name).length) continue;
      current = { id: `section-${sections.length + 1}`, name, items: [] };
      sections.push(current);
      continue;
    }
    const price = priceOf(el);
    if (!price || !isOutermostItem(el, root)) continue;
    kept.push(el);
    if (!current) sections.push((current = { id: `section-${sections.length + 1}`, name: 'Menu', items: [] }));
    const item = readItem(el, price, pageUrl, `${current.id.replace('section-', '')}-${current.items.length + 1}`);
    if (item) current.items.push(item);
  }
  return sections.filter((s) => s.items.length > 0);
}

/** An item is the largest candidate that still holds exactly one price. */
function isOutermostItem(el: Element, root: Element): boolean {
  for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
    if (up.matches(CANDIDATES) && priceOf(up)) return false;
  }
  return true;
}

function priceOf(el: Element): Price | undefined {
  const priceEls = Array.from(el.querySelectorAll('[class*="price" i]')).filter((p) => !p.querySelector('[class*="price" i]'));
  if (priceEls.length === 1 && BARE_PRICE.test(clean(priceEls[0].textContent))) return parsePrice(clean(priceEls[0].textContent));
  if (priceEls.length > 1) return undefined;
  if (el.tagName.toLowerCase() === 'tr') {
    const cells = Array.from(el.children);
    const last = clean(cells[cells.length - 1]?.textContent);
    if (cells.length >= 2 && BARE_PRICE.test(last)) return parsePrice(last);
  }
  const money = moneyIn(clean(el.textContent));
  return money.length === 1 ? parsePrice(money[0]) : undefined;
}

function readItem(el: Element, price: Price, pageUrl: string, id: string): MenuItem | undefined {
  const full = clean(el.textContent);
  const nameEl = el.querySelector('h2, h3, h4, h5, h6, strong, b, [class*="name" i], [class*="title" i]') ?? (el.tagName.toLowerCase() === 'tr' ? el.children[0] : null);
  const priceText = price.formatted ?? '';
  const name = clean(nameEl?.textContent).replace(priceText, '').replace(/[.…·\s]+$/, '').trim() || full.split(priceText)[0].replace(/[.…·\s]+$/, '').trim();
  if (!name || name.length > 120) return undefined;
  const next = el.tagName.toLowerCase() === 'dt' && el.nextElementSibling?.tagName.toLowerCase() === 'dd' ? clean(el.nextElementSibling.textContent) : '';
  const descEl = el.querySelector('[class*="desc" i], p, em, small');
  const rest = clean(descEl?.textContent) || next || full.replace(name, '').replace(priceText, '').replace(/^[\s.…·|–-]+|[\s.…·|–-]+$/g, '');
  const description = rest && rest !== name ? rest : undefined;
  const markers = [full, next, ...Array.from(el.querySelectorAll('img, [title], [aria-label]')).map((i) => `${i.getAttribute('alt') ?? ''} ${i.getAttribute('title') ?? ''} ${i.getAttribute('aria-label') ?? ''}`)].join(' ');
  const calories = /(\d{2,4})\s?(?:k?cal|calories)\b/i.exec(full)?.[1];
  const soldOut = /sold out|unavailable|ausverkauft/i.test(full);
  return {
    id: `item-${id}`,
    name,
    ...(description ? { description } : {}),
    images: [],
    price,
    availability: soldOut ? { inStock: false, text: 'Sold out' } : { inStock: true },
    dietary: dietaryFromText(markers),
    ...(calories ? { calories: Number(calories) } : {}),
    optionGroups: [],
    identifiers: el.getAttribute('data-id') ? { merchantItemId: el.getAttribute('data-id') ?? undefined } : {},
    sourceUrl: pageUrl,
  };
}

function moneyIn(text: string): string[] {
  return text.match(MONEY) ?? [];
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
