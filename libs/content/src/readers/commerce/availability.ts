import type { Availability } from '@wsa/contracts';

const IN_STOCK = new Set(['instock', 'limitedavailability', 'onlineonly', 'instoreonly', 'instock_', 'available', 'in stock', 'in_stock']);
const OUT_OF_STOCK = /out.?of.?stock|sold.?out|discontinued|unavailable|oos|preorder|pre.?order|backorder|not available|ausverkauft|épuisé|agotado/i;

/** schema.org ItemAvailability ("https://schema.org/InStock"), og availability ("instock", "oos") or shop text. */
export function availabilityFrom(value: string | undefined): Availability | undefined {
  if (!value) return undefined;
  const text = value.replace(/^.*[/#:]/, '').trim();
  if (!text) return undefined;
  const key = text.toLowerCase();
  if (IN_STOCK.has(key) || /^in.?stock|available now|auf lager|en stock|disponible$/i.test(text)) return { inStock: true, text };
  if (OUT_OF_STOCK.test(text)) return { inStock: false, text };
  return undefined;
}
