import type { ScrapeDocument, ScrapeOptions } from '@wsa/contracts';

export type CacheMissOutcome = 'scrape' | 'no_cached_data' | 'lockdown_miss';
export type CacheReadPlan =
  | { read: false }
  | { read: true; newerThan?: Date; olderThan?: Date; onMiss: CacheMissOutcome };

/**
 * How a request uses the cache. `lockdown` and `minAge` are cache-only: they accept an entry of
 * any age (minAge sets the lower bound; the spec's "value 1 accepts any cached age"), so
 * `maxAge` does not apply to them. Otherwise `maxAge` > 0 accepts entries up to that age.
 */
export function planCacheRead(o: ScrapeOptions, now: number): CacheReadPlan {
  const olderThan = o.minAge !== undefined ? new Date(now - o.minAge) : undefined;
  if (o.lockdown) return { read: true, olderThan, onMiss: 'lockdown_miss' };
  if (olderThan) return { read: true, olderThan, onMiss: 'no_cached_data' };
  // a profile's page depends on its cookies and storage now (and a writer must run to save them)
  if (o.profile !== undefined) return { read: false };
  if (o.maxAge > 0) return { read: true, newerThan: new Date(now - o.maxAge), onMiss: 'scrape' };
  return { read: false };
}

/** `lockdown` and `minAge` requests are answered from the cache alone, by definition. */
export function isCacheOnly(o: Pick<ScrapeOptions, 'lockdown' | 'minAge'>): boolean {
  return o.lockdown === true || o.minAge !== undefined;
}

/** Options that make a document specific to the team that asked (its cookies, its clicks, its profile). */
export function hasTeamSpecificOptions(o: ScrapeOptions): boolean {
  return o.headers !== undefined || (o.actions !== undefined && o.actions.length > 0) || o.profile !== undefined;
}

/**
 * Whether a fresh document may be stored. Never: when the caller or the team asked for zero data
 * retention (lockdown counts as ZDR), with team-specific options, for non-2xx answers (an outage
 * must not be served for two days), and for documents holding blob URLs (screenshots, action
 * outputs): those URLs expire long before the entry does.
 */
export function canStoreDocument(o: ScrapeOptions, doc: ScrapeDocument, teamZeroDataRetention: boolean): boolean {
  if (!o.storeInCache || teamZeroDataRetention || o.zeroDataRetention || o.lockdown) return false;
  if (hasTeamSpecificOptions(o)) return false;
  // signed blob URLs expire: a document carrying them is answered once, never from the cache
  if (doc.screenshot !== undefined || doc.actions !== undefined || doc.audio !== undefined || doc.video !== undefined) return false;
  // a change-tracking answer is about this moment and this team's history: never replayed
  if (doc.changeTracking !== undefined) return false;
  const status = doc.metadata.statusCode ?? 0;
  return status >= 200 && status < 300;
}

/**
 * Owner of a stored entry: null (shared by every team) when no team-specific option shaped it.
 * Location, mobile, formats and the rest are part of the key, so they do not need an owner.
 */
export function cacheOwner(o: ScrapeOptions, teamId: string): string | null {
  return hasTeamSpecificOptions(o) ? teamId : null;
}

/**
 * Whether a fresh page may enter the local search index: the same consent as the cache (not with
 * storeInCache false, zero data retention of the request or team, lockdown, or team-specific
 * options), only 2xx HTML; screenshots and other per-request outputs do not matter here, since
 * only the page text is kept.
 */
export function canIndexPage(o: ScrapeOptions, doc: ScrapeDocument, teamZeroDataRetention: boolean): boolean {
  if (!o.storeInCache || teamZeroDataRetention || o.zeroDataRetention || o.lockdown) return false;
  if (hasTeamSpecificOptions(o)) return false;
  const status = doc.metadata.statusCode ?? 0;
  return status >= 200 && status < 300;
}
