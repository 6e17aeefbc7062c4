import type { Db } from '../client';

export type CacheLookup = { cacheKey: string; teamId: string; newerThan?: Date; olderThan?: Date };
export type CachedDocument = { document: unknown; createdAt: Date; statusCode: number };

/** Newest cached document for the key inside the age window, shared entries or the team's own. */
// Read on every scrape: a prepared statement (see sql.ts).
export async function findCachedDocument(db: Db, q: CacheLookup): Promise<CachedDocument | null> {
  const rows = await db.sql.query<{ document: unknown; created_at: Date; status_code: number }>`
    SELECT document, created_at, status_code FROM scrape_cache
    WHERE cache_key = ${q.cacheKey} AND (team_id IS NULL OR team_id = ${q.teamId}::uuid)
      AND created_at >= COALESCE(${q.newerThan ?? null}::timestamptz, '-infinity')
      AND created_at <= COALESCE(${q.olderThan ?? null}::timestamptz, 'infinity')
    ORDER BY created_at DESC LIMIT 1`;
  const r = rows[0];
  return r ? { document: r.document, createdAt: r.created_at, statusCode: r.status_code } : null;
}

/**
 * Newest successful cached document stored for any of these URLs (whatever options shaped it), shared
 * or the team's own, no older than `newerThan`: the page text search highlights quote. Served by the
 * hash index on url.
 */
export async function findCachedDocumentByUrl(db: Db, q: { urls: string[]; teamId: string | null; newerThan: Date }): Promise<CachedDocument | null> {
  const rows = await db.sql.query<{ document: unknown; created_at: Date; status_code: number }>`
    SELECT document, created_at, status_code FROM scrape_cache
    WHERE url = ANY(${q.urls}::text[]) AND (team_id IS NULL OR team_id = ${q.teamId}::uuid)
      AND created_at >= ${q.newerThan}::timestamptz AND status_code BETWEEN 200 AND 299
    ORDER BY created_at DESC LIMIT 1`;
  const r = rows[0];
  return r ? { document: r.document, createdAt: r.created_at, statusCode: r.status_code } : null;
}

/** Stores a document; teamId null marks it shareable (no team-specific option shaped it). */
export async function storeCachedDocument(db: Db, e: { cacheKey: string; url: string; teamId: string | null; statusCode: number; document: unknown }): Promise<void> {
  await db.sql.execute`
    INSERT INTO scrape_cache (id, cache_key, url, team_id, status_code, document)
    VALUES (gen_random_uuid(), ${e.cacheKey}, ${e.url.slice(0, 4000)}, ${e.teamId}::uuid, ${e.statusCode}, ${JSON.stringify(e.document)}::jsonb)`;
}

/** Deletes entries older than the horizon; returns how many went. */
export async function pruneCache(db: Db, olderThan: Date): Promise<number> {
  const res = await db.scrapeCacheEntry.deleteMany({ where: { createdAt: { lt: olderThan } } });
  return res.count;
}
