import { resolveUrl } from '../../dom/url.util';
import type { SchemaNode } from './schema-node';

/** Top-level RDFa (Lite) entities (`typeof` not nested under a `property`) as JSON-LD-shaped nodes. */
export function readRdfa(doc: Document, baseUrl: string): SchemaNode[] {
  return Array.from(doc.querySelectorAll('[typeof]'))
    .filter((el) => !el.hasAttribute('property'))
    .map((el) => readEntity(el, baseUrl, 0));
}

function readEntity(scope: Element, baseUrl: string, depth: number): SchemaNode {
  const node: SchemaNode = { '@type': (scope.getAttribute('typeof') ?? '').trim().split(/\s+/) };
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (child.hasAttribute('property')) {
        const value = child.hasAttribute('typeof') && depth < 8 ? readEntity(child, baseUrl, depth + 1) : propertyValue(child, baseUrl);
        for (const name of (child.getAttribute('property') ?? '').trim().split(/\s+/).filter(Boolean)) {
          const key = name.replace(/^.*[/#:]/, '');
          const prev = node[key];
          node[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        }
      }
      if (!child.hasAttribute('typeof')) walk(child);
    }
  };
  walk(scope);
  return node;
}

function propertyValue(el: Element, baseUrl: string): string {
  if (el.hasAttribute('content')) return el.getAttribute('content') ?? '';
  const ref = el.getAttribute('resource') ?? el.getAttribute('href') ?? el.getAttribute('src');
  if (ref !== null) return resolveUrl(ref, baseUrl) ?? ref;
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}
