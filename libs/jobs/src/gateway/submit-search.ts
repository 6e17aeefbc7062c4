import { randomUUID } from 'crypto';
import { ApiError, asksForCatalogue, ERROR_MESSAGES, NO_CATALOGUE_WARNING, providerSources, requestDeadline, type SearchRequest, type SearchResponse } from '@wsa/contracts';
import { affordableSearchLimit } from '@wsa/credits';
import { createJob } from '@wsa/db';
import { admitScrape } from '@wsa/scrape/admission';
import { settledSearchResult } from '../shared/replay-finished-job';
import { awaitJob, failureToError } from './await-job';
import type { Caller, GatewayDeps } from './gateway-deps';
import { CREDITS_HINT } from './submit-scrape';

export const FILTER_IGNORED_WARNING = 'The filter option has no effect on this server (results are always de-duplicated by URL); it was ignored.';

/**
 * POST /v2/search. Anonymous callers may search (lower rate limit, nothing charged) but not scrape
 * results. A team that cannot afford the full limit gets a lower one and a warning instead of a 402.
 */
export async function submitSearch(deps: GatewayDeps, caller: Caller | null, request: SearchRequest): Promise<SearchResponse> {
  if (!caller && request.scrapeOptions.formats.length > 0) {
    throw new ApiError('UNAUTHORIZED', 'Unauthorized: scraping search results needs an API key (scrapeOptions.formats was given).');
  }
  // a result scrape this server cannot serve (a model format without a model) is refused up front,
  // not answered as one failed scrape per result
  const refused = request.scrapeOptions.formats.length > 0 ? admitScrape(request.scrapeOptions, deps.capabilities) : null;
  if (refused) throw failureToError(refused);
  if (request.enterprise?.length && !caller?.team.enterprise) {
    throw new ApiError('ENTERPRISE_REQUIRED', 'The enterprise option needs an enterprise team.');
  }
  const warnings: string[] = asksForCatalogue(request) ? [NO_CATALOGUE_WARNING] : [];
  if (request.filter !== undefined) warnings.push(FILTER_IGNORED_WARNING);
  let limit = request.limit;
  if (caller) {
    const perSource = Math.floor(caller.team.creditBalance / Math.max(1, providerSources(request.sources).length));
    limit = affordableSearchLimit(perSource, request.limit, request.enterprise);
    if (limit === 0) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);
    if (limit < request.limit) warnings.push(`limit lowered from ${request.limit} to ${limit} to fit the team's remaining credits`);
  }
  const jobId = randomUUID();
  const effective = { ...request, limit };
  await createJob(deps.db, { id: jobId, kind: 'search', teamId: caller?.team.id ?? null, apiKeyId: caller?.keyId ?? null, target: request.query, options: effective });
  await deps.searchProducer.enqueue(jobId, { jobId, teamId: caller?.team.id ?? null, request: effective, deadlineAt: requestDeadline(request.timeout) });
  const result = await awaitJob(deps.db, deps.searchProducer, jobId, request.timeout + deps.graceMs, 'search', () => settledSearchResult(deps.db, jobId));
  if (!result.ok) throw failureToError(result);
  if (result.warning) warnings.push(result.warning);
  const creditsUsed = caller ? result.creditsCharged : 0;
  const body: SearchResponse = { success: true, id: jobId, creditsUsed, data: result.data };
  if (warnings.length) body.warning = warnings.join('; ');
  return body;
}
