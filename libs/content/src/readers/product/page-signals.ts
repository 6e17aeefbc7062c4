import { isNode, isType, many, text, type SchemaNode } from '../structured-data';

const BUY_BUTTON = /add to (?:cart|bag|basket|trolley)|buy (?:it )?now|in den warenkorb|ajouter au panier|añadir al carrito|aggiungi al carrello|in winkelwagen/i;
const BREADCRUMB_DOM = '[aria-label*="breadcrumb" i], [class*="breadcrumb" i], [id*="breadcrumb" i]';
const HOME = /^(?:home|start|startseite|accueil|inicio|shop|store)$/i;

/** An enabled add-to-cart button: the page sells something that can be bought now. */
export function hasBuyButton(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('button, input[type="submit"], a[class*="button" i], a[class*="btn" i]')).some((el) => {
    const label = `${el.textContent ?? ''} ${el.getAttribute('value') ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
    return BUY_BUTTON.test(label) && !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true';
  });
}

/** Breadcrumb trail names: schema.org BreadcrumbList first, then a breadcrumb element of the page. */
export function breadcrumbTrail(nodes: readonly SchemaNode[], doc: Document): string[] {
  const list = nodes.find((n) => isType(n, 'BreadcrumbList'));
  if (list) {
    const items = many(list.itemListElement).filter(isNode);
    items.sort((a, b) => Number(text(a.position) ?? 0) - Number(text(b.position) ?? 0));
    const names = items.map((i) => text(i.name) ?? (isNode(i.item) ? text(i.item.name) : undefined)).filter((n): n is string => !!n);
    if (names.length) return names;
  }
  const el = doc.querySelector(BREADCRUMB_DOM);
  if (!el) return [];
  const parts = Array.from(el.querySelectorAll('li, a')).filter((e) => !e.querySelector('li, a'));
  return parts.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((t) => t && !/^[/>»›|]$/.test(t));
}

/** The product's category: the last breadcrumb that is neither the home link nor the product itself. */
export function categoryFrom(trail: readonly string[], title: string): string | undefined {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const rest = trail.filter((t) => !HOME.test(t.trim()) && norm(t) !== norm(title));
  return rest[rest.length - 1];
}
