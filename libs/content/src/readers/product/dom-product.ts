import type { Price, ProductImage, ProductProfile } from '@wsa/contracts';
import { resolveHttpUrl } from '../../dom/url.util';
import { parsePrice } from '../commerce/price';

export type DomContext = { pageUrl: string; trail: string[]; inStockHint: boolean; categoryOf: (title: string) => string | undefined };

const PRICE_SELECTOR = '[itemprop="price"], [class*="price" i], [id*="price" i], [data-price], [data-price-amount], ins, del, s, strike';
const OLD_PRICE = /\b(?:old|was|compare|regular|original|strike|list|before|msrp|uvp)\b|old-price|was-price|compare-at|price--compare|regular-price/i;
const CURRENCY_HINT = /[$€£¥₹₩₽₺]|\b[A-Z]{3}\b|\bkr\b|zł/;
const GALLERY = /gallery|carousel|slider|swiper|product[-_]?(?:image|photo|media)|thumbnails?|zoom/i;
const NOT_PRODUCT_IMAGE = /logo|icon|sprite|avatar|badge|payment|flag|rating|star/i;

/**
 * A product page without structured data: the h1 as title, the price nearest to it (the current
 * price, and a struck-through or "was" price as the original), gallery images, breadcrumb category.
 * Needs a title and either a price or a buy button, else it is not read as a product.
 */
export function productFromDom(doc: Document, ctx: DomContext): ProductProfile | undefined {
  const h1 = Array.from(doc.querySelectorAll('h1')).find((h) => (h.textContent ?? '').trim());
  if (!h1) return undefined;
  const title = (h1.textContent ?? '').replace(/\s+/g, ' ').trim();
  const container = productContainer(h1);
  const { price, original } = pricesIn(container);
  if (!price && !ctx.inStockHint) return undefined;
  const images = imagesAround(container, ctx.pageUrl);
  const category = ctx.categoryOf(title);
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
  return {
    title,
    ...(category ? { category } : {}),
    url: ctx.pageUrl,
    ...(description ? { description } : {}),
    variants: [{
      title,
      ...(price ? { price } : {}),
      ...(original && price && original.amount > price.amount ? { sale: { originalPrice: original } } : {}),
      availability: { inStock: ctx.inStockHint },
      ...(images.length ? { images } : {}),
    }],
  };
}

/** The smallest ancestor of the title (up to 6 levels) that also holds a price. */
function productContainer(h1: Element): Element {
  let el: Element = h1;
  for (let i = 0; i < 6 && el.parentElement; i++) {
    el = el.parentElement;
    if (pricesIn(el).price) return el;
  }
  return h1.ownerDocument.body;
}

function pricesIn(root: Element): { price?: Price; original?: Price } {
  let price: Price | undefined;
  let original: Price | undefined;
  for (const el of Array.from(root.querySelectorAll(PRICE_SELECTOR))) {
    const raw = el.getAttribute('content') ?? el.getAttribute('data-price-amount') ?? (el.textContent ?? '');
    // a leaf-like price: exactly one amount in the element (a wrapper with old and new price is skipped)
    if ((raw.match(/\d+(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?/g) ?? []).length !== 1) continue;
    if (!CURRENCY_HINT.test(el.textContent ?? '') && !el.hasAttribute('content') && !el.hasAttribute('data-price-amount')) continue;
    const parsed = parsePrice(el.textContent?.trim() ? (el.textContent ?? '') : raw) ?? parsePrice(raw);
    if (!parsed) continue;
    if (isOldPrice(el)) original ??= parsed;
    else price ??= parsed;
  }
  return { price, original };
}

function isOldPrice(el: Element): boolean {
  for (let cur: Element | null = el, i = 0; cur && i < 3; cur = cur.parentElement, i++) {
    const tag = cur.tagName.toLowerCase();
    if (tag === 'del' || tag === 's' || tag === 'strike') return true;
    if (OLD_PRICE.test(`${cur.getAttribute('class') ?? ''} ${cur.getAttribute('id') ?? ''} ${cur.getAttribute('data-price-type') ?? ''}`)) return true;
  }
  return false;
}

/** The gallery often sits beside the title block: widen by up to three ancestors until pictures appear. */
function imagesAround(container: Element, pageUrl: string): ProductImage[] {
  let scope: Element | null = container;
  for (let i = 0; i < 4 && scope; i++, scope = scope.parentElement) {
    const images = galleryImages(scope, pageUrl);
    if (images.length) return images;
  }
  return [];
}

function galleryImages(container: Element, pageUrl: string): ProductImage[] {
  const all = Array.from(container.querySelectorAll('img'));
  const inGallery = all.filter((img) => hasGalleryAncestor(img, container));
  const out: ProductImage[] = [];
  for (const img of inGallery.length ? inGallery : all) {
    const src = img.getAttribute('data-zoom-image') ?? img.getAttribute('data-large_image') ?? img.getAttribute('data-src') ?? img.getAttribute('src') ?? firstSrcset(img.getAttribute('srcset'));
    const url = resolveHttpUrl(src, pageUrl);
    const label = `${src ?? ''} ${img.getAttribute('class') ?? ''} ${img.getAttribute('alt') ?? ''}`;
    const tiny = Number(img.getAttribute('width') ?? 999) < 50 || Number(img.getAttribute('height') ?? 999) < 50;
    if (!url || tiny || NOT_PRODUCT_IMAGE.test(label) || out.some((i) => i.url === url)) continue;
    const alt = img.getAttribute('alt')?.trim();
    out.push(alt ? { url, alt } : { url });
  }
  return out;
}

function hasGalleryAncestor(img: Element, stop: Element): boolean {
  for (let cur = img.parentElement; cur && cur !== stop.parentElement; cur = cur.parentElement) {
    if (GALLERY.test(`${cur.getAttribute('class') ?? ''} ${cur.getAttribute('id') ?? ''}`)) return true;
  }
  return false;
}

function firstSrcset(srcset: string | null): string | undefined {
  return srcset?.split(',')[0]?.trim().split(/\s+/)[0];
}
