import type { ScrapeOptions } from '@wsa/contracts';

/**
 * Where a scrape's cache is read: exactly one side reads it, decided from the request alone so that
 * producer and worker agree without a flag on the wire.
 * - `producer`: whoever queues the job (the gateway for POST /v2/scrape, the search worker for result
 *   scrapes) answers hits and the final misses of cache-only requests itself, without a queue hop;
 *   the scrape worker then goes straight to the engines.
 * - `worker`: a threat-protected request is checked by the risk provider first, which lives in the
 *   scrape worker, so a cached page is only served after its hosts pass there.
 */
export type CacheReadSide = 'producer' | 'worker';

export function cacheReadSide(request: Pick<ScrapeOptions, 'threatProtection'>): CacheReadSide {
  return request.threatProtection === undefined ? 'producer' : 'worker';
}
