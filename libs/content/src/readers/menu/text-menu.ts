import type { MenuItem, MenuSection } from '@wsa/contracts';
import { parsePrice } from '../commerce/price';
import { dietaryFromText } from './dietary';

// A menu as plain text lines (a PDF menu's text layer): a line ending in a price is an item, the
// lines right after it describe it, short capitalised lines without a price start sections.

const TRAILING_PRICE = /(?:^|[\s.…·_:|–-])((?:[$€£¥₹]|US\$|CHF|EUR|USD|GBP)?\s?\d{1,5}(?:[.,]\d{1,2})?\s?(?:€|\$|£|kr|zł|EUR|USD|GBP|CHF|-)?)\s*$/;
const HAS_CURRENCY = /[$€£¥₹]|kr\b|zł|\b(?:EUR|USD|GBP|CHF)\b/;
const LEADERS = /[\s.…·_:|–-]+$/;

type Line = { text: string; blankBefore: boolean };

/** The price at the end of a line, when it reads as one: a currency mark or two decimals. */
function trailingPrice(line: string): { name: string; priceText: string } | undefined {
  const m = TRAILING_PRICE.exec(line);
  if (!m || m.index === undefined) return undefined;
  const priceText = m[1]!.trim();
  if (!HAS_CURRENCY.test(priceText) && !/\d[.,]\d{2}\b/.test(priceText)) return undefined;
  return { name: line.slice(0, m.index).replace(LEADERS, '').trim(), priceText };
}

function isHeading(line: Line, next: Line | undefined): boolean {
  const t = line.text;
  if (t.length > 40 || /[.,;]$/.test(t) || /\d/.test(t)) return false;
  const letters = t.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  // "Starters" above a priced line, set apart by a blank line
  return line.blankBefore && t.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(t) && next !== undefined && trailingPrice(next.text)?.name !== undefined;
}

// PDF text joins the lines of a block into one paragraph: "Margherita 9.50 Diavola 11.00" is two items.
const PRICE_INSIDE = /((?:[$€£¥₹]|US\$|CHF)\s?\d{1,5}(?:[.,]\d{1,2})?|\d{1,5}[.,]\d{2}(?:\s?(?:€|\$|£|EUR|USD|GBP|CHF)\b)?|\d{1,5}\s?(?:€|EUR|USD|GBP|CHF)\b)\s+(?=\S)/g;

function splitAfterPrices(line: string): string[] {
  return line.replace(PRICE_INSIDE, '$1\n').split('\n');
}

function toLines(text: string): Line[] {
  const lines: Line[] = [];
  let blank = true;
  for (const raw of text.split(/\r?\n/).flatMap(splitAfterPrices)) {
    const t = raw.replace(/^\s*(?:#{1,6}\s+|[*+-]\s+|\|)/, '').replace(/\|/g, ' ').replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
    if (!t) {
      blank = true;
      continue;
    }
    lines.push({ text: t, blankBefore: blank || /^\s*#/.test(raw) });
    blank = false;
  }
  return lines;
}

/** Sections and items of a text menu; items keep the order of the text. */
export function menuSectionsFromText(text: string, sourceUrl: string): MenuSection[] {
  const lines = toLines(text);
  const sections: MenuSection[] = [];
  let current: MenuSection | undefined;
  let last: MenuItem | undefined;
  let pendingName: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const priced = trailingPrice(line.text);
    if (!priced && isHeading(line, lines[i + 1])) {
      current = { id: `section-${sections.length + 1}`, name: line.text, items: [] };
      sections.push(current);
      last = pendingName = undefined;
      continue;
    }
    if (!priced) {
      // a line after an item describes it; a line before a bare price names the next item
      if (last && !line.blankBefore) last.description = last.description ? `${last.description} ${line.text}` : line.text;
      else pendingName = line.text;
      continue;
    }
    const name = priced.name || pendingName;
    const price = parsePrice(priced.priceText);
    pendingName = undefined;
    if (!name || !price || name.length > 120) continue;
    if (!current) sections.push((current = { id: `section-${sections.length + 1}`, name: 'Menu', items: [] }));
    last = {
      id: `item-${sections.length}-${current.items.length + 1}`, name, images: [], price, availability: { inStock: true },
      dietary: [], optionGroups: [], identifiers: {}, sourceUrl,
    };
    current.items.push(last);
  }
  for (const item of sections.flatMap((s) => s.items)) item.dietary = dietaryFromText(`${item.name} ${item.description ?? ''}`);
  return sections.filter((s) => s.items.length > 0);
}
