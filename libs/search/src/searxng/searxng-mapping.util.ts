import type { Candidate } from '../lib/candidate.util';
import type { EngineFailure } from '../lib/page-collector.util';
import { parseProviderDate } from '../lib/relative-date.util';
import { parseResolution } from '../lib/image-resolution.util';
import { SearxngResultSchema, type SearxngResponse } from './searxng-response.schema';

/** Engines return protocol-relative media links ("//img.example/a.jpg"); anything not http(s) is dropped. */
export function absoluteHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Valid results of a page as candidates; malformed ones are skipped rather than failing the page. */
export function toCandidates(response: SearxngResponse): Candidate[] {
  const out: Candidate[] = [];
  for (const raw of response.results) {
    const parsed = SearxngResultSchema.safeParse(raw);
    if (!parsed.success) continue;
    const r = parsed.data;
    const url = absoluteHttpUrl(r.url) ?? r.url;
    out.push({
      url,
      title: r.title.trim(),
      content: (r.content ?? '').trim(),
      publishedAt: parseProviderDate(r.publishedDate),
      imageUrl: absoluteHttpUrl(r.img_src),
      thumbnailUrl: absoluteHttpUrl(r.thumbnail) ?? absoluteHttpUrl(r.thumbnail_src),
      size: parseResolution(r.resolution),
      // Engines mark PDFs by content type or Google's "[PDF]" title prefix even when the URL has no .pdf.
      pdfHint: r.mimetype === 'application/pdf' || /^\[pdf\]/i.test(r.title.trim()),
    });
  }
  return out;
}

/** `[[engine, reason], ...]` -> failures; entries of the wrong shape are ignored. */
export function toEngineFailures(response: SearxngResponse): EngineFailure[] {
  return response.unresponsive_engines
    .filter((e) => typeof e[0] === 'string')
    .map((e) => ({ engine: String(e[0]), reason: typeof e[1] === 'string' && e[1] ? e[1] : 'unknown error' }));
}
