import type { Db } from '../client';

export type SnapshotKey = { teamId: string; url: string; tag: string };
export type Snapshot = { statusCode: number; markdown: string; scrapedAt: Date };

/** The team's latest snapshot of this normalised URL and tag (the "previous scrape"), if any. */
export async function findLatestSnapshot(db: Db, key: SnapshotKey): Promise<Snapshot | null> {
  const rows = await db.sql.query<{ status_code: number; markdown: string; scraped_at: Date }>`
    SELECT status_code, markdown, scraped_at FROM change_tracking_snapshots
    WHERE team_id = ${key.teamId}::uuid AND url = ${key.url} AND tag = ${key.tag}
    ORDER BY scraped_at DESC LIMIT 1`;
  const r = rows[0];
  return r ? { statusCode: r.status_code, markdown: r.markdown, scrapedAt: r.scraped_at } : null;
}

/** Records this scrape as the newest snapshot. */
export async function storeSnapshot(db: Db, s: SnapshotKey & { statusCode: number; markdown: string; jobId: string | null; scrapedAt?: Date }): Promise<void> {
  await db.changeTrackingSnapshot.create({
    data: { teamId: s.teamId, url: s.url.slice(0, 4000), tag: s.tag, statusCode: s.statusCode, markdown: s.markdown, jobId: s.jobId, ...(s.scrapedAt ? { scrapedAt: s.scrapedAt } : {}) },
  });
}

/** Deletes snapshots older than the horizon except each key's newest; returns how many went. */
export async function pruneSnapshots(db: Db, olderThan: Date): Promise<number> {
  return db.sql.execute`
    DELETE FROM change_tracking_snapshots s WHERE s.scraped_at < ${olderThan}::timestamptz
      AND EXISTS (SELECT 1 FROM change_tracking_snapshots n WHERE n.team_id = s.team_id AND n.url = s.url AND n.tag = s.tag AND n.scraped_at > s.scraped_at)`;
}
