import type { Db } from '../client';
import type { Prisma } from '../generated/client';

export type CacheLookup = { cacheKey: string; teamId: string; newerThan?: Date; olderThan?: Date };
export type CachedDocument = { document: unknown; createdAt: Date; statusCode: number };

/** Newest cached document for the key inside the age window, shared entries or the team's own. */
export async function findCachedDocument(db: Db, q: CacheLookup): Promise<CachedDocument | null> {
  const row = await db.scrapeCacheEntry.findFirst({
    where: {
      cacheKey: q.cacheKey,
      OR: [{ teamId: null }, { teamId: q.teamId }],
      createdAt: { ...(q.newerThan ? { gte: q.newerThan } : {}), ...(q.olderThan ? { lte: q.olderThan } : {}) },
    },
    orderBy: { createdAt: 'desc' },
    select: { document: true, createdAt: true, statusCode: true },
  });
  return row;
}

/** Stores a document; teamId null marks it shareable (no team-specific option shaped it). */
export async function storeCachedDocument(db: Db, e: { cacheKey: string; url: string; teamId: string | null; statusCode: number; document: unknown }): Promise<void> {
  await db.scrapeCacheEntry.create({
    data: { cacheKey: e.cacheKey, url: e.url.slice(0, 4000), teamId: e.teamId, statusCode: e.statusCode, document: e.document as Prisma.InputJsonValue },
  });
}

/** Deletes entries older than the horizon; returns how many went. */
export async function pruneCache(db: Db, olderThan: Date): Promise<number> {
  const res = await db.scrapeCacheEntry.deleteMany({ where: { createdAt: { lt: olderThan } } });
  return res.count;
}
