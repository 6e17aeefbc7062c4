import { SearchJobResultSchema, type SearchJobPayload, type SearchJobResult } from '@wsa/contracts';
import { searchCredits, threatScanCredits } from '@wsa/credits';
import { Db, settleJob } from '@wsa/db';
import { checkResult } from './check-result';
import { searchRetainsNothing } from './zero-data-retention';

/**
 * Completes a running search job: the result is validated first (an invalid one becomes an
 * uncharged failure), then the search price is charged and the answer stored in one statement.
 * The scrapes of results were settled by their own jobs; they only add to credits_used here.
 */
export async function finishSearchJob(db: Db, payload: SearchJobPayload, raw: SearchJobResult): Promise<SearchJobResult> {
  const { jobId, teamId, request } = payload;
  const result = checkResult(SearchJobResultSchema, raw, 'SEARCH_RESULT_INVALID', 'search');
  if (!result.ok) {
    await settleJob(db, { jobId, to: 'failed', teamId, credits: 0, reason: 'search', errorCode: result.code, errorMessage: result.message });
    return result;
  }
  // the search price, plus +2 per result URL the threat risk provider scored (spec 4.4)
  const searchCharge = teamId ? searchCredits(result.resultCount, request.enterprise) + threatScanCredits(result.urlsScanned ?? 0) : 0;
  const zdr = payload.zeroDataRetention || searchRetainsNothing(request, false);
  const creditsCharged = teamId ? searchCharge + result.scrapeCredits : 0;
  await settleJob(db, {
    jobId, to: 'completed', teamId, credits: searchCharge, creditsUsed: creditsCharged, reason: `search (${result.resultCount} results)`,
    document: zdr ? undefined : { data: result.data, warning: result.warning, provider: result.provider }, resultCount: result.resultCount,
  });
  return { ...result, creditsCharged };
}
