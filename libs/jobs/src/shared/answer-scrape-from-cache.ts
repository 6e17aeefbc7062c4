import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import { transitionJob, type Db } from '@wsa/db';
import { cacheReadSide, readCachedResult } from '@wsa/scrape/admission';
import { finishScrapeJob } from './finish-scrape-job';

export type CacheAnswerDeps = { db: Db; allowLocalTargets: boolean };

/**
 * The producer's half of the one cache rule (`cacheReadSide`): whoever queues a scrape job reads
 * its cache first and settles a hit (or the final miss of a cache-only request) itself, with no
 * queue hop and no worker. Undefined: queue it. Used by the gateway (POST /v2/scrape) and the
 * search worker (result scrapes); the job record must already exist.
 */
export async function answerScrapeFromCache(deps: CacheAnswerDeps, payload: ScrapeJobPayload): Promise<ScrapeJobResult | undefined> {
  if (cacheReadSide(payload.request) !== 'producer') return undefined;
  const hit = await readCachedResult(payload, deps);
  if (!hit) return undefined;
  await transitionJob(deps.db, payload.jobId, 'running');
  return finishScrapeJob(deps.db, payload, hit);
}
