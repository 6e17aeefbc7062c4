import { ScrapeDocumentSchema, type ScrapeDocument } from '@wsa/contracts';
import { findCachedDocument, storeCachedDocument } from '@wsa/db';
import type { Db } from '../scrape-deps';

export type CacheHit = { document: ScrapeDocument; cachedAt: Date };

/** The newest stored document for the key in the window, or null (also for an entry that no longer parses). */
export async function readCachedDocument(db: Db, q: { cacheKey: string; teamId: string; newerThan?: Date; olderThan?: Date }): Promise<CacheHit | null> {
  const row = await findCachedDocument(db, q);
  if (!row) return null;
  // Entries outlive deployments: a document stored by an older schema is a miss, not a crash.
  const parsed = ScrapeDocumentSchema.safeParse(row.document);
  return parsed.success ? { document: parsed.data, cachedAt: row.createdAt } : null;
}

/** The cached document as answered now: new scrape id, cacheState hit, when it was stored. */
export function documentFromCache(hit: CacheHit, scrapeId: string): ScrapeDocument {
  const metadata = { ...hit.document.metadata, scrapeId, cacheState: 'hit' as const, cachedAt: hit.cachedAt.toISOString() };
  delete metadata.creditsUsed;
  return { ...hit.document, metadata };
}

/** Stores without the per-request fields (scrape id, credits) that a later hit replaces anyway. */
export async function storeDocument(db: Db, e: { cacheKey: string; url: string; teamId: string | null; document: ScrapeDocument }): Promise<void> {
  const metadata = { ...e.document.metadata };
  delete metadata.scrapeId;
  delete metadata.creditsUsed;
  delete metadata.cacheState;
  await storeCachedDocument(db, {
    cacheKey: e.cacheKey,
    url: e.url,
    teamId: e.teamId,
    statusCode: metadata.statusCode ?? 0,
    document: { ...e.document, metadata },
  });
}
