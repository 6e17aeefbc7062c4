import { SearchScrapeOptionsSchema, type ScrapeJobResult } from '@wsa/contracts';
import { findIndexedPageText, type Db } from '@wsa/db';
import type { ScrapeDispatcher } from '../search-worker/scrape-dispatcher';
import { parseSitemap } from './sitemap.util';

export type IndexProgress = { url: string; ok: boolean; code?: string; done: number; total: number };
export type IndexSummary = { requested: number; scraped: number; failed: number; indexed: number; failures: { url: string; code: string }[] };

export type IndexUrlsDeps = {
  db: Db;
  /** scrapes through the scrape queue (job record, ledger, address vetting, like any scrape) */
  dispatchScrape: ScrapeDispatcher;
  teamId: string;
  /** the operator's own index-ingest team: recorded like any scrape, settled with 0 credits */
  uncharged: boolean;
  concurrency: number;
  timeoutMs: number;
  onProgress?: (p: IndexProgress) => void;
  /** how long to wait for the scrape workers' background indexer to write the last pages */
  settleMs?: number;
};

// a fresh scrape (no cache read: a cache hit is not re-indexed) of the main content, stored as usual
const INDEX_SCRAPE = SearchScrapeOptionsSchema.parse({ formats: ['markdown'], maxAge: 0, onlyMainContent: true });

/**
 * Fills the local index: each URL is scraped through the scrape queue, and the scrape worker
 * indexes the page after answering. Counts the pages that reached the index (waiting a little for
 * the workers' background writes).
 */
export async function indexUrls(urls: string[], deps: IndexUrlsDeps): Promise<IndexSummary> {
  const unique = [...new Set(urls)];
  const failures: { url: string; code: string }[] = [];
  const succeeded: string[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++];
      let result: ScrapeJobResult;
      try {
        result = await deps.dispatchScrape(url, { ...INDEX_SCRAPE, timeout: deps.timeoutMs }, deps.teamId, Date.now() + deps.timeoutMs + 5000, false, deps.uncharged);
      } catch (err) {
        result = { ok: false, code: 'UNKNOWN_ERROR', message: err instanceof Error ? err.message : String(err) };
      }
      done++;
      if (result.ok) succeeded.push(result.document.metadata.url ?? url);
      else failures.push({ url, code: result.code });
      deps.onProgress?.({ url, ok: result.ok, ...(result.ok ? {} : { code: result.code }), done, total: unique.length });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(deps.concurrency, unique.length)) }, worker));
  const indexed = await countIndexed(deps.db, succeeded, deps.settleMs ?? 10_000);
  return { requested: unique.length, scraped: succeeded.length, failed: failures.length, indexed, failures };
}

/** Pages found in the index, polling until all are there or `settleMs` passed. */
async function countIndexed(db: Db, urls: string[], settleMs: number): Promise<number> {
  const until = Date.now() + settleMs;
  const missing = new Set(urls);
  for (;;) {
    for (const url of [...missing]) if (await findIndexedPageText(db, url)) missing.delete(url);
    if (missing.size === 0 || Date.now() >= until) return urls.length - missing.size;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export type SitemapDeps = Pick<IndexUrlsDeps, 'dispatchScrape' | 'teamId' | 'uncharged' | 'timeoutMs'> & { maxUrls: number; maxSitemaps?: number };

/**
 * The page URLs of a sitemap (following a sitemap index, depth-first, up to `maxSitemaps` files),
 * each file fetched through the scrape queue like any page, so the same address rules apply.
 */
export async function readSitemapUrls(sitemapUrl: string, deps: SitemapDeps): Promise<{ urls: string[]; sitemaps: number; errors: { url: string; code: string }[] }> {
  const queue = [sitemapUrl];
  const seen = new Set<string>();
  const urls = new Set<string>();
  const errors: { url: string; code: string }[] = [];
  const raw = SearchScrapeOptionsSchema.parse({ formats: ['rawHtml'], maxAge: 0, onlyMainContent: false, storeInCache: false });
  while (queue.length > 0 && urls.size < deps.maxUrls && seen.size < (deps.maxSitemaps ?? 50)) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const result = await deps.dispatchScrape(url, { ...raw, timeout: deps.timeoutMs }, deps.teamId, Date.now() + deps.timeoutMs + 5000, false, deps.uncharged);
    if (!result.ok) {
      errors.push({ url, code: result.code });
      continue;
    }
    const entries = parseSitemap(result.document.rawHtml ?? result.document.markdown ?? '');
    for (const page of entries.pages) if (urls.size < deps.maxUrls) urls.add(page);
    queue.push(...entries.sitemaps);
  }
  return { urls: [...urls], sitemaps: seen.size, errors };
}
