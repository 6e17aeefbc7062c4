import { ScrapeJobResultSchema, type ScrapeJobPayload, type ScrapeJobResult } from '@wsa/contracts';
import { scrapeCredits } from '@wsa/credits';
import { Db, settleJob } from '@wsa/db';
import { checkResult } from './check-result';
import { scrapeRetainsNothing } from './zero-data-retention';

/**
 * Completes a running scrape job from its result: the result is validated first (an invalid one
 * becomes an uncharged failure), then credits from the billing outcome, creditsUsed on the
 * document, and the charge, the stored document and the final state in one statement.
 * Shared by the worker (after a scrape) and the gateway (after a cache hit).
 */
export async function finishScrapeJob(db: Db, payload: ScrapeJobPayload, raw: ScrapeJobResult): Promise<ScrapeJobResult> {
  const { jobId, teamId, request } = payload;
  const result = checkResult(ScrapeJobResultSchema, raw, 'SCRAPE_RESULT_INVALID', 'scrape');
  const billing = (result.ok ? result.billing : raw.billing) ?? { cacheHit: false };
  // a lockdown miss is billed by contract; no other failure is, least of all one of our own making;
  // operator work (payload.uncharged: index ingest) is recorded, never charged
  const credits = payload.uncharged || (!result.ok && result.code === 'SCRAPE_RESULT_INVALID') ? 0 : scrapeCredits(request, {
    failed: !result.ok,
    cacheHit: billing.cacheHit,
    lockdown: request.lockdown,
    pdfPagesParsed: billing.pdfPagesParsed,
    rawPdf: billing.rawPdf,
    unbilledFormats: billing.unbilledFormats,
    urlsScanned: billing.urlsScanned,
  });
  const zdr = scrapeRetainsNothing(payload);
  // the ledger and the job row outlive the answer: under zdr they name neither the URL nor the error text
  const reason = zdr ? 'scrape' : `scrape ${request.url}`;
  if (!result.ok) {
    await settleJob(db, { jobId, to: 'failed', teamId, credits, reason, errorCode: result.code, errorMessage: zdr ? null : result.message });
    return result;
  }
  result.document.metadata.creditsUsed = credits;
  await settleJob(db, {
    jobId, to: 'completed', teamId, credits, reason,
    document: zdr ? undefined : result.document,
    resultStatusCode: result.document.metadata.statusCode ?? null,
    resultTitle: zdr ? null : (result.document.metadata.title ?? null),
    tokensUsed: billing.llmTokens,
  });
  return result;
}
