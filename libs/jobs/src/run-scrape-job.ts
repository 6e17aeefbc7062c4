import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import { scrapeCredits } from '@wsa/credits';
import { applyLedgerEntry, Db, saveJobResult, transitionJob } from '@wsa/db';
import { executeScrape, ScrapeDeps } from '@wsa/scrape';
import { recordJobCrash, startJob } from './job-lifecycle';

export type JobRunContext = { attempt: number; maxAttempts: number; signal: AbortSignal };

/**
 * The scrape job from the worker's side: record -> pipeline -> credits in the ledger -> record.
 * Credits are settled here, at completion, so a charge never depends on the gateway still waiting.
 */
export async function runScrapeJob(payload: ScrapeJobPayload, ctx: JobRunContext, deps: ScrapeDeps & { db: Db }): Promise<ScrapeJobResult> {
  const { jobId, teamId, request } = payload;
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

  const billing = result.billing ?? { cacheHit: false };
  const credits = scrapeCredits(request, {
    failed: !result.ok,
    cacheHit: billing.cacheHit,
    lockdown: request.lockdown,
    pdfPagesParsed: billing.pdfPagesParsed,
    rawPdf: billing.rawPdf,
  });
  if (credits > 0) {
    await applyLedgerEntry(deps.db, { teamId, delta: -credits, kind: 'charge', reason: `scrape ${request.url}`.slice(0, 500), jobId });
  }

  if (result.ok) {
    result.document.metadata.creditsUsed = credits;
    if (!payload.zeroDataRetention) await saveJobResult(deps.db, jobId, result.document);
    await transitionJob(deps.db, jobId, 'completed', {
      resultStatusCode: result.document.metadata.statusCode ?? null,
      resultTitle: payload.zeroDataRetention ? null : (result.document.metadata.title ?? null)?.toString().slice(0, 500),
      creditsUsed: credits,
    });
  } else {
    await transitionJob(deps.db, jobId, 'failed', { errorCode: result.code, errorMessage: result.message, creditsUsed: credits });
  }
  return result;
}
