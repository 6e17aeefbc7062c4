import { Db, pruneBlobs, pruneCache, pruneSnapshots } from '@wsa/db';

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/** How long kept records live: cached pages, and change-tracking snapshots (each URL and tag keeps its newest). */
export type Retention = { cacheMs: number; snapshotsMs: number };

export type Pruned = { blobs: number; cacheEntries: number; snapshots: number };

/** Deletes expired blobs, cache entries and change-tracking snapshots past retention; safe to run from every worker replica. */
export async function pruneExpired(db: Db, retention: Retention, now = Date.now()): Promise<Pruned> {
  const [blobs, cacheEntries, snapshots] = await Promise.all([
    pruneBlobs(db, new Date(now)),
    pruneCache(db, new Date(now - retention.cacheMs)),
    pruneSnapshots(db, new Date(now - retention.snapshotsMs)),
  ]);
  return { blobs, cacheEntries, snapshots };
}

/** Runs pruneExpired every 10 minutes (first run after one minute); the timer never keeps the process alive. */
export function startMaintenance(db: Db, retention: Retention, log: Log): NodeJS.Timeout {
  const run = () =>
    pruneExpired(db, retention)
      .then((n) => (n.blobs || n.cacheEntries || n.snapshots ? log.info(n, 'pruned expired blobs, cache entries and snapshots') : undefined))
      .catch((err) => log.warn({ err: String(err) }, 'pruning failed'));
  setTimeout(run, 60_000).unref();
  return setInterval(run, 600_000).unref();
}
