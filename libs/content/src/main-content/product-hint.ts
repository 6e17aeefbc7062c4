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
