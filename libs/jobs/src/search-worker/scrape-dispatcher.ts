import { randomUUID } from 'crypto';
import { msUntil, type ScrapeJobResult, type SearchScrapeOptions } from '@wsa/contracts';
import { createJob, Db } from '@wsa/db';
import { JobWaitTimeoutError, Producer, scrapeJob } from '@wsa/queue';
import { answerScrapeFromCache } from '../shared/answer-scrape-from-cache';
import { jobRecordFields } from '../shared/zero-data-retention';

/**
 * `zeroDataRetention`: the search keeps nothing, so neither does this scrape (on top of its own option).
 * `uncharged`: operator work (the Developer Index's documentation crawl), settled with 0 credits.
 */
export type ScrapeDispatcher = (
  url: string, options: SearchScrapeOptions, teamId: string, deadlineAt: number, zeroDataRetention?: boolean, uncharged?: boolean,
) => Promise<ScrapeJobResult>;

type ScrapeProducer = Producer<typeof scrapeJob.payload, typeof scrapeJob.result>;

/**
 * Scrapes of search results go through the scrape queue like any scrape (own job record, own
 * ledger charge), so they scale with scrape workers instead of running inside the search worker.
 * The dispatcher is their producer, so it reads their cache first (`cacheReadSide`).
 */
export function createScrapeDispatcher(db: Db, producer: ScrapeProducer, policy: { allowLocalTargets: boolean }): ScrapeDispatcher {
  return async (url, options, teamId, deadlineAt, searchZdr = false, uncharged = false) => {
    const jobId = randomUUID();
    // a result scrape ends with its search: its own timeout, cut to what the search has left
    const timeout = Math.max(1000, Math.min(options.timeout, msUntil(deadlineAt)));
    const request = { ...options, url, timeout, waitFor: Math.min(options.waitFor, Math.floor(timeout / 2)) };
    const zdr = searchZdr || options.zeroDataRetention;
    await createJob(db, { id: jobId, kind: 'scrape', teamId, apiKeyId: null, ...jobRecordFields(zdr, url, request) });
    const payload = { jobId, teamId, request, deadlineAt, zeroDataRetention: zdr, uncharged };
    // a cached result page is answered here, like the gateway answers a cached scrape
    const cached = await answerScrapeFromCache({ db, allowLocalTargets: policy.allowLocalTargets }, payload);
    if (cached) return cached;
    await producer.enqueue(jobId, payload);
    try {
      const result = await producer.waitForResult(jobId, Math.max(1, msUntil(deadlineAt) + 1000));
      if (zdr) await producer.forget(jobId);
      return result;
    } catch (err) {
      if (err instanceof JobWaitTimeoutError) await producer.cancel(jobId);
      return { ok: false, code: err instanceof JobWaitTimeoutError ? 'SCRAPE_TIMEOUT' : 'UNKNOWN_ERROR', message: (err as Error).message };
    }
  };
}
