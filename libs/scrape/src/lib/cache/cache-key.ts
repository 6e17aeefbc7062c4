import { createHash } from 'node:crypto';
import type { ScrapeFormat, ScrapeOptions } from '@wsa/contracts';
import { normalizeCacheUrl } from './normalize-url';

/**
 * sha256 over the normalised URL and every option that changes the returned document. Options
 * whose order does not matter (formats, tag selectors, header names) are sorted so equivalent
 * requests share an entry. Header values are hashed in (not just their presence): two requests
 * with different cookies must never share a key, even though neither is stored today.
 */
export function scrapeCacheKey(request: ScrapeOptions & { url: string }): string {
  const material = {
    v: 1,
    url: normalizeCacheUrl(request.url),
    formats: sortedFormats(request.formats),
    onlyMainContent: request.onlyMainContent,
    includeTags: sortedOrNull(request.includeTags),
    excludeTags: sortedOrNull(request.excludeTags),
    removeBase64Images: request.removeBase64Images,
    mobile: request.mobile,
    location: request.location ?? null,
    blockAds: request.blockAds,
    waitFor: request.waitFor,
    parsers: request.parsers,
    headers: headerEntries(request.headers),
    actions: request.actions ?? null,
    // redaction changes the document; only in the key when on, so existing keys stay valid
    ...(request.redactPII === false ? {} : { redactPII: request.redactPII }),
  };
  return createHash('sha256').update(stableStringify(material)).digest('hex');
}

function sortedFormats(formats: readonly ScrapeFormat[]): ScrapeFormat[] {
  return [...formats].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
}

function sortedOrNull(values: readonly string[] | undefined): string[] | null {
  const cleaned = (values ?? []).map((v) => v.trim()).filter((v) => v !== '');
  return cleaned.length === 0 ? null : [...new Set(cleaned)].sort();
}

function headerEntries(headers: Record<string, string> | undefined): [string, string][] | null {
  if (!headers || Object.keys(headers).length === 0) return null;
  return Object.entries(headers)
    .map(([k, v]): [string, string] => [k.toLowerCase(), v])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** JSON with object keys sorted, so key order in the request never changes the hash. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
