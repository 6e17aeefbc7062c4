import { STATUS_CODES } from 'node:http';
import { collapseRepeatedMetadata, type ScrapeMetadata } from '@wsa/contracts';
import type { PageMetadata } from '@wsa/content';
import type { FetchedPage } from '../engines/fetched-page';

export type MetadataContext = { sourceURL: string; scrapeId: string };

/**
 * Metadata of a fresh scrape: what the page declares, then the fields the service owns (they win
 * over a page's own `<meta name="url">` and the like). Non-2xx pages carry their status text in
 * `error`, as the reference does; they are still a successful scrape. A tag the page repeats
 * follows the one rule of collapseRepeatedMetadata.
 */
export function buildMetadata(page: FetchedPage, declared: PageMetadata | Record<string, unknown>, ctx: MetadataContext): ScrapeMetadata {
  const metadata: ScrapeMetadata = {
    ...(collapseRepeatedMetadata(declared) as ScrapeMetadata),
    url: page.url,
    sourceURL: ctx.sourceURL,
    statusCode: page.statusCode,
    scrapeId: ctx.scrapeId,
    proxyUsed: page.attempt.proxy === 'enhanced' ? 'stealth' : 'basic',
    cacheState: 'miss',
  };
  if (page.contentType) metadata.contentType = page.contentType;
  if (page.statusCode < 200 || page.statusCode >= 300) metadata.error = STATUS_CODES[page.statusCode] ?? `HTTP ${page.statusCode}`;
  return metadata;
}
