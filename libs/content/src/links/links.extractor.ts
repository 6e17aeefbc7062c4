import { resolveHttpUrl } from '../dom/url.util';

/**
 * Absolute http(s) URLs of every `<a href>` on the page, in document order, deduplicated.
 * Fragment-only links (`#top`), `javascript:`, `mailto:`, `tel:` and other non-web schemes are
 * left out: the list feeds crawlers and agents that can only fetch web pages.
 */
export function extractLinks(doc: Document, baseUrl: string): string[] {
  const seen = new Set<string>();
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href') ?? '';
    if (href.trim().startsWith('#')) continue;
    const url = resolveHttpUrl(href, baseUrl);
    if (url !== undefined) seen.add(url);
  }
  return [...seen];
}
