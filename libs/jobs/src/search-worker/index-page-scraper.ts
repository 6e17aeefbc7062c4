import { SearchScrapeOptionsSchema } from '@wsa/contracts';
import type { ScrapeDispatcher } from './scrape-dispatcher';

/** A page for an index: its main content as markdown and title, or why not. */
export type IndexPage = { ok: true; markdown: string; title?: string } | { ok: false; error: string };

/**
 * Pages an index ingests (Developer Index documentation sites) are scraped like any page, through
 * the scrape queue (engines, address policy, cache), as jobs of the operator's index-ingest team
 * settled uncharged. A page fresher than `maxAgeMs` in the cache is reused, so a retried crawl does
 * not scrape again what it just scraped.
 */
export function createIndexPageScraper(dispatch: ScrapeDispatcher, opts: { teamId: string; timeoutMs: number; maxAgeMs: number }): (url: string, timeoutMs?: number) => Promise<IndexPage> {
  const options = SearchScrapeOptionsSchema.parse({ formats: ['markdown'], onlyMainContent: true, timeout: opts.timeoutMs, maxAge: opts.maxAgeMs });
  // `timeoutMs`: a caller with less time (a research fill inside a request's budget) cuts the scrape to it
  return async (url, timeoutMs = opts.timeoutMs) => {
    const timeout = Math.min(opts.timeoutMs, Math.max(1000, timeoutMs));
    const result = await dispatch(url, { ...options, timeout }, opts.teamId, Date.now() + timeout, false, true);
    if (!result.ok) return { ok: false, error: `${result.code}: ${result.message}` };
    const status = result.document.metadata.statusCode;
    if (status !== undefined && status >= 400) return { ok: false, error: `HTTP ${status}` };
    const markdown = result.document.markdown ?? '';
    if (!markdown.trim()) return { ok: false, error: 'no main content' };
    return { ok: true, markdown, title: result.document.metadata.title ?? undefined };
  };
}
