const PRODUCT_LD_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle|SoftwareApplication|VideoGame)"/;

/**
 * Whether the page declares itself a product page (og:type product, JSON-LD or microdata Product).
 * Must run before scripts are removed: JSON-LD lives in script tags.
 */
export function declaresProduct(doc: Document): boolean {
  const ogType = doc.querySelector('meta[property="og:type"], meta[name="og:type"]')?.getAttribute('content') ?? '';
  if (/^(?:og:)?product\b/i.test(ogType.trim())) return true;
  if (doc.querySelector('[itemtype*="schema.org/Product" i]')) return true;
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    if (PRODUCT_LD_TYPE.test(script.textContent ?? '')) return true;
  }
  return false;
}

/** Declarations of a list of products: a category or search page, not one product. */
const LISTING_LD_TYPE = /"@type"\s*:\s*(?:\[[^\]]*)?"(?:ItemList|CollectionPage|OfferCatalog|SearchResultsPage)"/;
const PRODUCT_LD_TYPES = new RegExp(PRODUCT_LD_TYPE.source, 'g');
/** From this many product declarations the page lists products (each tile marked up as one). */
const LISTING_MIN_PRODUCTS = 3;

/**
 * Whether the page declares a list of products: an ItemList/CollectionPage type, or several
 * Product declarations (shops mark up every tile of a category with microdata or JSON-LD). Such
 * a page "declares a product" too, but its tiles are its content, not a carousel.
 */
export function declaresProductList(doc: Document): boolean {
  let products = doc.querySelectorAll('[itemtype*="schema.org/Product" i]').length;
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    const text = script.textContent ?? '';
    if (LISTING_LD_TYPE.test(text)) return true;
    products += text.match(PRODUCT_LD_TYPES)?.length ?? 0;
    if (products >= LISTING_MIN_PRODUCTS) return true;
  }
  return products >= LISTING_MIN_PRODUCTS;
}
