/** A schema.org entity in JSON-LD form, whatever syntax the page used (JSON-LD, microdata, RDFa). */
export type SchemaNode = Record<string, unknown> & { '@type'?: string | string[] };

/** The node's types without vocabulary prefixes ("https://schema.org/Product", "schema:Product" -> "Product"). */
export function nodeTypes(node: SchemaNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

export function isType(node: unknown, ...types: string[]): node is SchemaNode {
  return isNode(node) && nodeTypes(node).some((t) => types.includes(t));
}

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property as a list (schema.org allows one value or many everywhere). */
export function many(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** First text value of a property: a string, a number, or the `name`/`@value` of a node. */
export function text(value: unknown): string | undefined {
  for (const v of many(value)) {
    if (typeof v === 'string' && v.trim()) return v.replace(/\s+/g, ' ').trim();
    if (typeof v === 'number') return String(v);
    if (isNode(v)) {
      const inner = text(v['@value'] ?? v.name);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Every node reachable from the roots (through @graph, arrays and nested properties). */
export function allNodes(roots: readonly unknown[]): SchemaNode[] {
  const out: SchemaNode[] = [];
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number) => {
    if (depth > 12 || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) v.forEach((x) => visit(x, depth + 1));
    else if (isNode(v)) {
      out.push(v);
      for (const value of Object.values(v)) if (typeof value === 'object') visit(value, depth + 1);
    }
  };
  roots.forEach((r) => visit(r, 0));
  return out;
}
