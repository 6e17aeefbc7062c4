import { Db, pruneBlobs, pruneCache } from '@wsa/db';

type Log = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

/** Deletes expired blobs and cache entries past retention; safe to run from every worker replica. */
export async function pruneExpired(db: Db, cacheRetentionMs: number, now = Date.now()): Promise<{ blobs: number; cacheEntries: number }> {
  const [blobs, cacheEntries] = await Promise.all([pruneBlobs(db, new Date(now)), pruneCache(db, new Date(now - cacheRetentionMs))]);
  return { blobs, cacheEntries };
}

/** Runs pruneExpired every 10 minutes (first run after one minute); the timer never keeps the process alive. */
export function startMaintenance(db: Db, cacheRetentionMs: number, log: Log): NodeJS.Timeout {
  const run = () =>
    pruneExpired(db, cacheRetentionMs)
      .then((n) => (n.blobs || n.cacheEntries ? log.info(n, 'pruned expired blobs and cache entries') : undefined))
      .catch((err) => log.warn({ err: String(err) }, 'pruning failed'));
  setTimeout(run, 60_000).unref();
  return setInterval(run, 600_000).unref();
}
