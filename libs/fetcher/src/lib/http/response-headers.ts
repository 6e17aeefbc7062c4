import type { IncomingHttpHeaders } from 'node:http';

/**
 * Plain object with lower-case names. Repeated headers are joined with ", " (RFC 9110 list syntax),
 * except set-cookie, joined with "\n" because cookie dates contain commas.
 */
export function flattenResponseHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    flat[lower] = Array.isArray(value) ? value.join(lower === 'set-cookie' ? '\n' : ', ') : value;
  }
  return flat;
}
