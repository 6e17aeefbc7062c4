/**
 * Merges values extracted from successive parts of one page: arrays are joined without duplicates
 * (the same item seen in two parts counts once), objects merge per key, and for a single value
 * the first part that states it wins (pages state the main facts early).
 */
export function mergeExtracted(a: unknown, b: unknown): unknown {
  if (isEmpty(a)) return b;
  if (isEmpty(b)) return a;
  if (Array.isArray(a) && Array.isArray(b)) return dedupe([...a, ...b]);
  if (isPlainObject(a) && isPlainObject(b)) {
    const out: Record<string, unknown> = { ...a };
    for (const [k, v] of Object.entries(b)) out[k] = k in out ? mergeExtracted(out[k], v) : v;
    return out;
  }
  return a;
}

function dedupe(items: unknown[]): unknown[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = stableKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Key order and case/space differences in strings do not make two items different. */
function stableKey(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.trim().replace(/\s+/g, ' ').toLowerCase());
  if (Array.isArray(v)) return `[${v.map(stableKey).join(',')}]`;
  if (isPlainObject(v)) return `{${Object.keys(v).sort().filter((k) => !isEmpty(v[k])).map((k) => `${JSON.stringify(k)}:${stableKey(v[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
