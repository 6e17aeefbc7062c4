import type { ProductProfile } from '@wsa/contracts';
import { parseDocument } from '../../dom/parse-document';
import { schemaNodes } from '../structured-data';
import { productFromDom } from './dom-product';
import { productFromOpenGraph } from './og-product';
import { breadcrumbTrail, categoryFrom, hasBuyButton } from './page-signals';
import { pickProductNode, productFromSchema } from './schema-product';

/**
 * The `product` format without a model: schema.org Product (JSON-LD, microdata, RDFa) first, then
 * product OpenGraph tags, then the page layout. Undefined when the page shows no product.
 */
export function readProduct(html: string, pageUrl: string): ProductProfile | undefined {
  const { doc, baseUrl } = parseDocument(html, pageUrl);
  const nodes = schemaNodes(doc, baseUrl);
  const trail = breadcrumbTrail(nodes, doc);
  const inStockHint = hasBuyButton(doc);
  const node = pickProductNode(nodes);
  if (node) {
    const product = productFromSchema(node, { pageUrl: baseUrl, inStockHint });
    const category = categoryFrom(trail, product.title) ?? product.category;
    return withOgImages({ ...product, ...(category ? { category } : {}) }, productFromOpenGraph(doc, { pageUrl: baseUrl, inStockHint }));
  }
  const og = productFromOpenGraph(doc, { pageUrl: baseUrl, inStockHint });
  if (og) {
    const category = categoryFrom(trail, og.title);
    return category ? { ...og, category } : og;
  }
  return productFromDom(doc, { pageUrl: baseUrl, trail, inStockHint, categoryOf: (title) => categoryFrom(trail, title) });
}

/** Structured data without images (common in microdata): the og:image pictures the product. */
function withOgImages(product: ProductProfile, og: ProductProfile | undefined): ProductProfile {
  const images = og?.variants[0]?.images;
  if (!images?.length) return product;
  return { ...product, variants: product.variants.map((v) => (v.images?.length ? v : { ...v, images })) };
}
