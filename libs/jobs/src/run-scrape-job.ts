import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import { Db, JobTransitionError, transitionJob } from '@wsa/db';
import { executeScrape, ScrapeDeps } from '@wsa/scrape';
import { finishScrapeJob } from './finish-scrape-job';
import { recordJobCrash, startJob } from './job-lifecycle';

export type JobRunContext = { attempt: number; maxAttempts: number; signal: AbortSignal };

/**
 * The scrape job from the worker's side: record -> pipeline -> credits in the ledger -> record.
 * Credits are settled at completion, so a charge never depends on the gateway still waiting.
 */
export async function runScrapeJob(payload: ScrapeJobPayload, ctx: JobRunContext, deps: ScrapeDeps & { db: Db }): Promise<ScrapeJobResult> {
  const { jobId } = payload;
  if (!(await startJob(deps.db, jobId, ctx.attempt))) {
    return { ok: false, code: 'SCRAPE_TIMEOUT', message: 'The scrape was cancelled before it started (request timed out).' };
  }
  let result: ScrapeJobResult;
  try {
    result = await executeScrape(payload, ctx.signal, deps);
  } catch (err) {
    if (ctx.signal.aborted) {
      await transitionJob(deps.db, jobId, 'cancelled', { errorCode: 'SCRAPE_TIMEOUT', errorMessage: 'cancelled while running' }).catch(() => undefined);
      throw err;
    }
    await recordJobCrash(deps.db, jobId, err, ctx.attempt, ctx.maxAttempts);
    throw err;
  }

  try {
    return await finishScrapeJob(deps.db, payload, result);
  } catch (err) {
    // the gateway gave up (408) while the page was being scraped: nothing is charged or stored,
    // and there is nothing to retry
    if (err instanceof JobTransitionError && err.actual === 'cancelled') return CANCELLED_WHILE_RUNNING;
    throw err;
  }
}

const CANCELLED_WHILE_RUNNING: ScrapeJobResult = { ok: false, code: 'SCRAPE_TIMEOUT', message: 'The scrape finished after the request had timed out; it was not charged.' };
