import type { MenuItem, MenuProfile, MenuSection } from '@wsa/contracts';
import { resolveHttpUrl } from '../../dom/url.util';
import { availabilityFrom } from '../commerce/availability';
import { priceFromValue } from '../commerce/price';
import { imagesOf } from '../product/schema-product';
import { isNode, isType, many, nodeTypes, text, type SchemaNode } from '../structured-data';
import { dietaryFromSchema } from './dietary';

const ESTABLISHMENTS = ['Restaurant', 'FoodEstablishment', 'CafeOrCoffeeShop', 'Bakery', 'BarOrPub', 'FastFoodRestaurant', 'IceCreamShop', 'Brewery', 'Winery', 'Distillery'];

/** schema.org Menu (or an establishment's hasMenu) -> the menu profile; undefined when the page declares none. */
export function menuFromSchema(nodes: readonly SchemaNode[], pageUrl: string, fallbackName: string): MenuProfile | undefined {
  const place = nodes.find((n) => isType(n, ...ESTABLISHMENTS));
  const menu = nodes.find((n) => isType(n, 'Menu')) ?? many(place?.hasMenu).find((m): m is SchemaNode => isNode(m) && isType(m, 'Menu'));
  if (!menu) return undefined;
  const ids = { section: 0 };
  const sections = many(menu.hasMenuSection).filter(isNode).flatMap((s) => readSection(s, pageUrl, ids));
  const loose = many(menu.hasMenuItem).filter(isNode);
  if (loose.length) sections.unshift({ id: `section-${(ids.section += 1)}`, name: text(menu.name) ?? 'Menu', items: loose.map((it, i) => readItem(it, pageUrl, `${ids.section}-${i + 1}`)) });
  const items = sections.flatMap((s) => s.items);
  const currency = items.map((i) => i.price?.currency).find(Boolean) ?? null;
  const address = place ? text(place.address) ?? addressText(place.address) : undefined;
  return {
    isMenu: items.length > 0,
    confidence: items.length > 0 ? 0.95 : 0.3,
    merchant: { name: text(place?.name) ?? fallbackName, type: place ? nodeTypes(place)[0] : null, ...(address ? { location: address } : {}) },
    currency,
    sections,
    sourceUrl: pageUrl,
  };
}

/** A section and its subsections, flattened in page order (subsection names keep their parent's). */
function readSection(node: SchemaNode, pageUrl: string, ids: { section: number }, parent?: string): MenuSection[] {
  ids.section += 1;
  const own = text(node.name) ?? 'Menu';
  const name = parent ? `${parent} - ${own}` : own;
  const n = ids.section;
  const description = text(node.description);
  const section: MenuSection = { id: `section-${n}`, name, ...(description ? { description } : {}), items: many(node.hasMenuItem).filter(isNode).map((it, i) => readItem(it, pageUrl, `${n}-${i + 1}`)) };
  const children = many(node.hasMenuSection).filter(isNode).flatMap((s) => readSection(s, pageUrl, ids, name));
  return section.items.length || !children.length ? [section, ...children] : children;
}

function readItem(node: SchemaNode, pageUrl: string, id: string): MenuItem {
  const offer = many(node.offers).find(isNode);
  const price = offer ? priceFromValue(text(offer.price), text(offer.priceCurrency)) : undefined;
  const description = text(node.description);
  const calories = Number.parseFloat(text(isNode(node.nutrition) ? node.nutrition.calories : undefined) ?? '');
  const url = resolveHttpUrl(text(node.url), pageUrl);
  const merchantItemId = text(node.identifier) ?? text(node.sku);
  return {
    id: `item-${id}`,
    name: text(node.name) ?? '',
    ...(description ? { description } : {}),
    images: imagesOf(node.image, pageUrl),
    ...(price ? { price } : {}),
    availability: (offer && availabilityFrom(text(offer.availability))) || { inStock: true },
    dietary: dietaryFromSchema(many(node.suitableForDiet).map((d) => text(d) ?? '')),
    ...(Number.isFinite(calories) ? { calories } : {}),
    optionGroups: [],
    identifiers: merchantItemId ? { merchantItemId } : {},
    ...(url ? { url } : {}),
    sourceUrl: pageUrl,
  };
}

function addressText(value: unknown): string | undefined {
  const a = many(value).find(isNode);
  if (!a) return undefined;
  const parts = [a.streetAddress, a.addressLocality, a.postalCode, a.addressCountry].map((p) => text(p)).filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
