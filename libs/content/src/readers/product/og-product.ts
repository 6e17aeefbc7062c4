import type { ProductProfile } from '@wsa/contracts';
import { resolveHttpUrl } from '../../dom/url.util';
import { availabilityFrom } from '../commerce/availability';
import { priceFromValue } from '../commerce/price';

export type OgContext = { pageUrl: string; category?: string; inStockHint: boolean };

/** Product OpenGraph tags (og:type product, product:price:amount, product:availability ...), if the page has them. */
export function productFromOpenGraph(doc: Document, ctx: OgContext): ProductProfile | undefined {
  const meta = (name: string) => doc.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content')?.trim() || undefined;
  const type = meta('og:type') ?? '';
  const amount = meta('product:price:amount') ?? meta('og:price:amount');
  if (!/product/i.test(type) && amount === undefined) return undefined;
  const title = meta('og:title');
  if (!title) return undefined;
  const images = Array.from(doc.querySelectorAll('meta[property="og:image"], meta[property="og:image:secure_url"]'))
    .map((m) => resolveHttpUrl(m.getAttribute('content'), ctx.pageUrl))
    .filter((u, i, all): u is string => !!u && all.indexOf(u) === i)
    .map((url) => ({ url }));
  const price = priceFromValue(amount, meta('product:price:currency') ?? meta('og:price:currency'));
  const availability = availabilityFrom(meta('product:availability') ?? meta('og:availability')) ?? { inStock: ctx.inStockHint };
  const brand = meta('product:brand') ?? meta('og:brand');
  const description = meta('og:description');
  const sku = meta('product:retailer_item_id');
  return {
    title,
    ...(brand ? { brand } : {}),
    ...(ctx.category ? { category: ctx.category } : {}),
    url: resolveHttpUrl(meta('og:url'), ctx.pageUrl) ?? ctx.pageUrl,
    ...(description ? { description } : {}),
    variants: [{ ...(sku ? { sku } : {}), title, ...(price ? { price } : {}), availability, ...(images.length ? { images } : {}) }],
  };
}
