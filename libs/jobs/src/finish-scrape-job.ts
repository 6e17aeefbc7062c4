import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import { scrapeCredits } from '@wsa/credits';
import { applyLedgerEntry, Db, saveJobResult, transitionJob } from '@wsa/db';

/**
 * Completes a running scrape job from its result: credits from the billing outcome charged in the
 * ledger, creditsUsed on the document, the document stored, the record completed or failed.
 * Shared by the worker (after a scrape) and the gateway (after a cache hit).
 */
export async function finishScrapeJob(db: Db, payload: ScrapeJobPayload, result: ScrapeJobResult): Promise<ScrapeJobResult> {
  const { jobId, teamId, request } = payload;
  const billing = result.billing ?? { cacheHit: false };
  const credits = scrapeCredits(request, {
    failed: !result.ok,
    cacheHit: billing.cacheHit,
    lockdown: request.lockdown,
    pdfPagesParsed: billing.pdfPagesParsed,
    rawPdf: billing.rawPdf,
  });
  if (credits > 0) {
    await applyLedgerEntry(db, { teamId, delta: -credits, kind: 'charge', reason: `scrape ${request.url}`.slice(0, 500), jobId });
  }
  if (!result.ok) {
    await transitionJob(db, jobId, 'failed', { errorCode: result.code, errorMessage: result.message, creditsUsed: credits });
    return result;
  }
  result.document.metadata.creditsUsed = credits;
  if (!payload.zeroDataRetention) await saveJobResult(db, jobId, result.document);
  await transitionJob(db, jobId, 'completed', {
    resultStatusCode: result.document.metadata.statusCode ?? null,
    resultTitle: payload.zeroDataRetention ? null : (result.document.metadata.title ?? null)?.toString().slice(0, 500),
    creditsUsed: credits,
  });
  return result;
}
