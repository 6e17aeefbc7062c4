import { resolveUrl } from '../../dom/url.util';
import type { SchemaNode } from './schema-node';

const URL_PROPS: Record<string, string> = { a: 'href', area: 'href', link: 'href', img: 'src', audio: 'src', video: 'src', source: 'src', iframe: 'src', embed: 'src', object: 'data' };

/** Top-level microdata items (itemscope without itemprop) as JSON-LD-shaped nodes (WHATWG microdata). */
export function readMicrodata(doc: Document, baseUrl: string): SchemaNode[] {
  return Array.from(doc.querySelectorAll('[itemscope]'))
    .filter((el) => !el.hasAttribute('itemprop'))
    .map((el) => readItem(el, baseUrl, 0));
}

function readItem(scope: Element, baseUrl: string, depth: number): SchemaNode {
  const node: SchemaNode = {};
  const type = scope.getAttribute('itemtype');
  if (type) node['@type'] = type.trim().split(/\s+/);
  for (const el of properties(scope)) {
    const value = el.hasAttribute('itemscope') && depth < 8 ? readItem(el, baseUrl, depth + 1) : propertyValue(el, baseUrl);
    for (const name of (el.getAttribute('itemprop') ?? '').trim().split(/\s+/).filter(Boolean)) {
      const key = name.replace(/^.*[/#]/, '');
      const prev = node[key];
      node[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
    }
  }
  return node;
}

/** Elements with itemprop that belong to this scope (not to a nested one). */
function properties(scope: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (child.hasAttribute('itemprop')) out.push(child);
      if (!child.hasAttribute('itemscope')) walk(child);
    }
  };
  walk(scope);
  return out;
}

function propertyValue(el: Element, baseUrl: string): string {
  const tag = el.tagName.toLowerCase();
  if (el.hasAttribute('content')) return el.getAttribute('content') ?? '';
  const urlAttr = URL_PROPS[tag];
  if (urlAttr) return resolveUrl(el.getAttribute(urlAttr), baseUrl) ?? '';
  if (tag === 'time' && el.hasAttribute('datetime')) return el.getAttribute('datetime') ?? '';
  if ((tag === 'data' || tag === 'meter') && el.hasAttribute('value')) return el.getAttribute('value') ?? '';
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}
