import type { Price, ProductImage, ProductProfile, ProductVariant } from '@wsa/contracts';
import { resolveHttpUrl } from '../../dom/url.util';
import { availabilityFrom } from '../commerce/availability';
import { priceFromValue } from '../commerce/price';
import { isNode, isType, many, nodeTypes, text, type SchemaNode } from '../structured-data';

const PRODUCT_TYPES = ['Product', 'ProductGroup', 'IndividualProduct', 'ProductModel', 'SomeProducts', 'Vehicle', 'Car', 'Book'];
const VARIANT_PROPS = ['color', 'size', 'material', 'pattern', 'model'];

export type ProductContext = { pageUrl: string; category?: string; inStockHint: boolean };

/** The page's main schema.org product: a ProductGroup first, else the Product with the most offers. */
export function pickProductNode(nodes: readonly SchemaNode[]): SchemaNode | undefined {
  const products = nodes.filter((n) => isType(n, ...PRODUCT_TYPES) && text(n.name));
  const group = products.find((n) => nodeTypes(n).includes('ProductGroup'));
  if (group) return group;
  // a variant listed under a group is not the main product; neither is a related product without offers
  return [...products].sort((a, b) => many(b.offers).length - many(a.offers).length)[0];
}

/** schema.org Product / ProductGroup -> the product profile. */
export function productFromSchema(node: SchemaNode, ctx: ProductContext): ProductProfile {
  const images = imagesOf(node.image, ctx.pageUrl);
  const variants = nodeTypes(node).includes('ProductGroup') ? groupVariants(node, ctx) : offerVariants(node, images, ctx);
  const brand = text(node.brand) ?? text(node.manufacturer);
  const category = ctx.category ?? text(node.category);
  const description = text(node.description);
  return {
    title: text(node.name) ?? '',
    ...(brand ? { brand } : {}),
    ...(category ? { category } : {}),
    url: resolveHttpUrl(text(node.url) ?? ctx.pageUrl, ctx.pageUrl) ?? ctx.pageUrl,
    ...(description ? { description } : {}),
    variants,
  };
}

function groupVariants(group: SchemaNode, ctx: ProductContext): ProductVariant[] {
  const groupImages = imagesOf(group.image, ctx.pageUrl);
  const variedBy = many(group.variesBy).map((v) => String(v).replace(/^.*[/#:]/, '').toLowerCase());
  const variants = many(group.hasVariant).filter(isNode).flatMap((v) => {
    const own = imagesOf(v.image, ctx.pageUrl);
    return offerVariants(v, own.length ? own : groupImages, ctx).map((variant) => ({ ...variant, ...valuesOf(v, variedBy) }));
  });
  return variants.length ? variants : offerVariants(group, groupImages, ctx);
}

/** One variant per offer (Shopify lists one offer per variant), or one for the product itself. */
function offerVariants(product: SchemaNode, images: ProductImage[], ctx: ProductContext): ProductVariant[] {
  const offers = many(product.offers).filter(isNode).flatMap((o) => (isType(o, 'AggregateOffer') && many(o.offers).length ? many(o.offers).filter(isNode) : [o]));
  const base = { sku: text(product.sku) ?? text(product.productID) ?? text(product.mpn), id: text(product.productID) ?? text(product['@id']) };
  if (offers.length === 0) return [compact({ ...base, title: text(product.name), availability: { inStock: ctx.inStockHint }, images })];
  return offers.map((offer) =>
    compact({
      id: text(offer['@id']) ?? base.id,
      sku: text(offer.sku) ?? base.sku,
      title: text(offer.name) ?? text(product.name),
      price: offerPrice(offer),
      sale: listPrice(offer),
      availability: availabilityFrom(text(offer.availability)) ?? { inStock: ctx.inStockHint },
      images,
    }),
  );
}

function offerPrice(offer: SchemaNode): Price | undefined {
  const currency = text(offer.priceCurrency);
  const direct = priceFromValue(text(offer.price) ?? text(offer.lowPrice), currency);
  if (direct) return direct;
  const spec = many(offer.priceSpecification).filter(isNode).find((s) => !/ListPrice|StrikethroughPrice/i.test(text(s.priceType) ?? ''));
  return spec ? priceFromValue(text(spec.price), text(spec.priceCurrency) ?? currency) : undefined;
}

/** Google's recommended sale markup: a priceSpecification with priceType ListPrice or StrikethroughPrice. */
function listPrice(offer: SchemaNode): ProductVariant['sale'] {
  const spec = many(offer.priceSpecification).filter(isNode).find((s) => /ListPrice|StrikethroughPrice/i.test(text(s.priceType) ?? ''));
  const original = spec ? priceFromValue(text(spec.price), text(spec.priceCurrency) ?? text(offer.priceCurrency)) : undefined;
  return original ? { originalPrice: original } : undefined;
}

function valuesOf(variant: SchemaNode, variedBy: string[]): Pick<ProductVariant, 'values'> {
  const keys = variedBy.length ? variedBy : VARIANT_PROPS;
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = text(variant[key]);
    if (value) values[key] = value;
  }
  return Object.keys(values).length ? { values } : {};
}

export function imagesOf(value: unknown, pageUrl: string): ProductImage[] {
  const out: ProductImage[] = [];
  for (const v of many(value)) {
    const raw = typeof v === 'string' ? v : isNode(v) ? text(v.contentUrl) ?? text(v.url) : undefined;
    const url = resolveHttpUrl(raw, pageUrl);
    const alt = isNode(v) ? text(v.caption) ?? text(v.name) : undefined;
    if (url && !out.some((i) => i.url === url)) out.push(alt ? { url, alt } : { url });
  }
  return out;
}

function compact(variant: Record<string, unknown>): ProductVariant {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(variant)) if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[k] = v;
  return out as ProductVariant;
}
