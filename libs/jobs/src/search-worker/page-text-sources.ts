import type { SearchData, SearchJobPayload } from '@wsa/contracts';
import { findIndexedPageText, type Db } from '@wsa/db';
import { readCachedPageText } from '@wsa/scrape/admission';
import type { PageTextSource } from '@wsa/search';
import { searchRetainsNothing } from '../shared/zero-data-retention';

/** This request's scrapes of its results: the markdown each scraped result now carries. */
export function scrapedPageText(data: SearchData): PageTextSource {
  const byUrl = new Map<string, string>();
  for (const r of [...(data.web ?? []), ...(data.news ?? [])]) if (r.markdown) byUrl.set(r.url, r.markdown);
  return async (url) => byUrl.get(url);
}

/** The scrape cache: the newest stored page for the URL (the team's own entries or shared ones). */
export function cachedPageText(db: Db, teamId: string | null): PageTextSource {
  return (url) => readCachedPageText(db, url, teamId);
}

/** The local search index: the main text of a page this service scraped before (shared pages only). */
export function indexedPageText(db: Db): PageTextSource {
  return async (url) => (await findIndexedPageText(db, url))?.text || undefined;
}

/**
 * Where search highlights look for a result's page text, in order: this request's scrape, the cache,
 * then the local index. A zero-data-retention search reads nothing kept from earlier requests, so
 * neither of the last two.
 */
export function pageTextSources(db: Db, payload: SearchJobPayload, data: SearchData): PageTextSource[] {
  const zdr = payload.zeroDataRetention || searchRetainsNothing(payload.request, false);
  return zdr ? [scrapedPageText(data)] : [scrapedPageText(data), cachedPageText(db, payload.teamId ?? null), indexedPageText(db)];
}
