import type { ScrapeJobPayload, ScrapeJobResult } from '@wsa/contracts';
import { scrapeCredits } from '@wsa/credits';
import { Db, settleJob } from '@wsa/db';

/**
 * Completes a running scrape job from its result: credits from the billing outcome, creditsUsed on
 * the document, then the charge, the stored document and the final state in one statement.
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
  const reason = `scrape ${request.url}`;
  if (!result.ok) {
    await settleJob(db, { jobId, to: 'failed', teamId, credits, reason, errorCode: result.code, errorMessage: result.message });
    return result;
  }
  result.document.metadata.creditsUsed = credits;
  await settleJob(db, {
    jobId, to: 'completed', teamId, credits, reason,
    document: payload.zeroDataRetention ? undefined : result.document,
    resultStatusCode: result.document.metadata.statusCode ?? null,
    resultTitle: payload.zeroDataRetention ? null : (result.document.metadata.title ?? null)?.toString(),
  });
  return result;
}
