import type { MenuProfile, MenuSection } from '@wsa/contracts';
import { parseDocument } from '../../dom/parse-document';
import { schemaNodes } from '../structured-data';
import { menuSectionsFromDom } from './dom-menu';
import { menuFromSchema } from './schema-menu';
import { menuSectionsFromText } from './text-menu';

const MENU_WORDS = /\bmenu\b|speisekarte|\bcarte\b|\bmenú\b|food|drinks|dinner|lunch|brunch/i;

/**
 * The `menu` format without a model: schema.org Menu / MenuSection / MenuItem first, then the page
 * layout (headings as sections, priced blocks as items). Always answers; `isMenu` false and a low
 * confidence when the page is not a menu.
 */
export function readMenu(html: string, pageUrl: string): MenuProfile {
  const { doc, baseUrl } = parseDocument(html, pageUrl);
  const merchantName = doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim() || (doc.title ?? '').trim() || new URL(baseUrl).hostname;
  const fromSchema = menuFromSchema(schemaNodes(doc, baseUrl), baseUrl, merchantName);
  if (fromSchema?.isMenu) return fromSchema;
  return finishMenu(menuSectionsFromDom(doc, baseUrl), merchantName, baseUrl, `${doc.title} ${baseUrl}`);
}

/**
 * The `menu` format of a text document (a PDF menu's text layer): lines ending in a price are
 * items, capitalised lines without one are sections. Same `isMenu`/confidence rules as pages.
 */
export function readMenuFromText(text: string, sourceUrl: string, title?: string): MenuProfile {
  const firstLine = text.split(/\r?\n/).map((l) => l.replace(/^#+\s*/, '').trim()).find(Boolean);
  const merchantName = title?.trim() || firstLine || new URL(sourceUrl).hostname;
  return finishMenu(menuSectionsFromText(text, sourceUrl), merchantName, sourceUrl, `${title ?? ''} ${sourceUrl} ${firstLine ?? ''}`);
}

/** isMenu, confidence and the menu's currency from the items found by a layout reader. */
function finishMenu(sections: MenuSection[], merchantName: string, sourceUrl: string, context: string): MenuProfile {
  const items = sections.flatMap((s) => s.items);
  const menuWords = MENU_WORDS.test(`${context} ${sections.map((s) => s.name).join(' ')}`);
  const isMenu = items.length >= 3 || (items.length >= 1 && menuWords);
  const confidence = isMenu ? Math.min(0.9, 0.45 + 0.03 * items.length + (menuWords ? 0.15 : 0)) : Math.min(0.3, 0.05 * items.length);
  const currency = mostCommon(items.map((i) => i.price?.currency).filter((c): c is string => !!c));
  // a bare "4,80" in a menu priced in euros elsewhere is euros too
  if (currency) for (const item of items) if (item.price && !item.price.currency) item.price.currency = currency;
  return {
    isMenu,
    confidence: Math.round(confidence * 100) / 100,
    merchant: { name: merchantName, type: null },
    currency: currency ?? null,
    sections: isMenu ? sections : [],
    sourceUrl,
  };
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
