import { cancelledBeforeStart, finishedAfterTimeout, type ScrapeJobPayload, type ScrapeJobResult } from '@wsa/contracts';
import { Db, JobTransitionError } from '@wsa/db';
import { executeScrape, ScrapeDeps } from '@wsa/scrape';
import { finishScrapeJob } from '../shared/finish-scrape-job';
import { cancelJobRecord, isAlreadySettled, recordJobCrash, startJob, type JobRunContext } from '../shared/job-lifecycle';
import { settledScrapeResult } from '../shared/replay-finished-job';
import { scrapeRetainsNothing } from '../shared/zero-data-retention';

type Deps = ScrapeDeps & { db: Db };

/**
 * The scrape job from the worker's side: record -> pipeline -> credits in the ledger -> record.
 * Credits are settled at completion, so a charge never depends on the gateway still waiting. A job
 * that was already settled (retry, redelivery, stalled restart) answers its settled outcome.
 */
export async function runScrapeJob(payload: ScrapeJobPayload, ctx: JobRunContext, deps: Deps): Promise<ScrapeJobResult> {
  const { jobId } = payload;
  const start = await startJob(deps.db, jobId);
  if (start === 'cancelled') return CANCELLED_BEFORE_START;
  if (start === 'finished') return replayScrapeJob(payload, ctx, deps);
  let result: ScrapeJobResult;
  try {
    result = await executeScrape(payload, ctx.signal, deps);
  } catch (err) {
    if (ctx.signal.aborted) {
      await cancelJobRecord(deps.db, jobId, 'scrape', 'cancelled while running').catch(() => undefined);
      throw err;
    }
    await recordJobCrash(deps.db, jobId, err, ctx.attempt, ctx.maxAttempts, scrapeRetainsNothing(payload));
    throw err;
  }

  try {
    return await finishScrapeJob(deps.db, payload, result);
  } catch (err) {
    // the gateway gave up (408) while the page was being scraped: nothing is charged or stored,
    // and there is nothing to retry
    if (err instanceof JobTransitionError && err.actual === 'cancelled') return CANCELLED_WHILE_RUNNING;
    // an earlier holder of this job (whose lock lapsed) settled it first: answer what it settled
    if (isAlreadySettled(err)) return replayScrapeJob(payload, ctx, deps);
    throw err;
  }
}

/**
 * The settled outcome again. Under zero data retention nothing was stored, so the page is scraped
 * once more for the answer, neither charged nor stored a second time.
 */
async function replayScrapeJob(payload: ScrapeJobPayload, ctx: JobRunContext, deps: Deps): Promise<ScrapeJobResult> {
  const settled = await settledScrapeResult(deps.db, payload.jobId);
  if (settled) return settled;
  const again = await executeScrape({ ...payload, zeroDataRetention: true }, ctx.signal, deps);
  if (again.ok) delete again.document.metadata.creditsUsed;
  return again;
}

const CANCELLED_BEFORE_START = cancelledBeforeStart('scrape');
const CANCELLED_WHILE_RUNNING = finishedAfterTimeout('scrape');
