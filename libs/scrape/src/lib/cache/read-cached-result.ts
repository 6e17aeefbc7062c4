import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import { scrapeCacheKey } from './cache-key';
import { planCacheRead, type CacheReadPlan } from './cache-policy';
import { cachedTargetsAllowed } from './cached-target-policy';
import { documentFromCache, readCachedDocument } from './scrape-cache';

const NO_CACHED_DATA_MESSAGE = 'No cached data is available that meets the minimum age requirement (minAge) for this URL.';
const LOCKDOWN_MISS_MESSAGE = 'Lockdown mode: no cached data is available for this URL, and no outbound request is made.';

export type CacheDeps = { db: Db; allowLocalTargets: boolean };

async function lookUp(plan: CacheReadPlan, payload: ScrapeJobPayload, deps: CacheDeps): Promise<ScrapeJobResult | undefined> {
  if (!plan.read) return undefined;
  const hit = await readCachedDocument(deps.db, { cacheKey: scrapeCacheKey(payload.request), teamId: payload.teamId, newerThan: plan.newerThan, olderThan: plan.olderThan });
  if (!hit || !(await cachedTargetsAllowed(payload.request.url, hit.document.metadata.url, deps.allowLocalTargets))) return undefined;
  return { ok: true, document: documentFromCache(hit, payload.jobId), billing: { cacheHit: true } };
}

/**
 * Zero data retention reads nothing kept from earlier requests either; the cache-only modes
 * (lockdown, minAge) still read, since they are defined as answers from the cache.
 */
function skipsCache(payload: ScrapeJobPayload): boolean {
  const o = payload.request;
  return (payload.zeroDataRetention || o.zeroDataRetention) && !o.lockdown && o.minAge === undefined;
}

/**
 * The cache read alone, also used by the gateway so that it answers without a queue hop: a hit, or
 * the final miss of a cache-only request (minAge, lockdown). Undefined means "scrape it".
 */
export async function readCachedResult(payload: ScrapeJobPayload, deps: CacheDeps): Promise<ScrapeJobResult | undefined> {
  const plan = skipsCache(payload) ? { read: false as const } : planCacheRead(payload.request, Date.now());
  const cached = await lookUp(plan, payload, deps);
  if (cached || !plan.read) return cached;
  if (plan.onMiss === 'no_cached_data') return { ok: false, code: 'SCRAPE_NO_CACHED_DATA', message: NO_CACHED_DATA_MESSAGE };
  if (plan.onMiss === 'lockdown_miss') return { ok: false, code: 'SCRAPE_LOCKDOWN_CACHE_MISS', message: LOCKDOWN_MISS_MESSAGE };
  return undefined;
}
