import type { Candidate } from './candidate.util';
import type { ImageResult, NewsResult, WebCategory, WebResult } from './search.types';
import { formatRelativeDate } from './relative-date.util';
import { normaliseUrlKey } from './url-checks.util';

export type WebStreamResult = { category?: WebCategory; items: Candidate[] };

/**
 * One web group from several category streams: interleaved round-robin so each requested category is
 * represented near the top, deduplicated by URL (the first category to find a page keeps it), cut to `limit`.
 */
export function mergeWebStreams(streams: WebStreamResult[], limit: number): WebResult[] {
  const out: WebResult[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...streams.map((s) => s.items.length));
  for (let i = 0; i < longest && out.length < limit; i++) {
    for (const s of streams) {
      const c = s.items[i];
      if (!c || out.length >= limit) continue;
      const key = normaliseUrlKey(c.url);
      if (seen.has(key)) continue;
      seen.add(key);
      const result: WebResult = { url: c.url, title: c.title, description: c.content, position: out.length + 1 };
      if (s.category) result.category = s.category;
      out.push(result);
    }
  }
  return out;
}

export function toNewsResults(items: Candidate[], now: number): NewsResult[] {
  return items.map((c, i) => {
    const result: NewsResult = { title: c.title, url: c.url, snippet: c.content, position: i + 1 };
    if (c.publishedAt !== undefined) result.date = formatRelativeDate(c.publishedAt, now);
    const imageUrl = c.thumbnailUrl ?? c.imageUrl;
    if (imageUrl) result.imageUrl = imageUrl;
    return result;
  });
}

/** Image results need the image itself; size is 0x0 when the engine did not report a resolution. */
export function toImageResults(items: Candidate[]): ImageResult[] {
  return items
    .filter((c): c is Candidate & { imageUrl: string } => c.imageUrl !== undefined)
    .map((c, i) => ({
      title: c.title,
      imageUrl: c.imageUrl,
      imageWidth: c.size?.width ?? 0,
      imageHeight: c.size?.height ?? 0,
      url: c.url,
      position: i + 1,
    }));
}

export function describeFailures(group: string, failures: { engine: string; reason: string }[]): string {
  const unique = new Map(failures.map((f) => [f.engine, f]));
  const list = [...unique.values()].map((f) => `${f.engine} (${f.reason})`).join(', ');
  return `No ${group} results: these search engines failed: ${list}.`;
}
