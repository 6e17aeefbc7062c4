import { randomUUID } from 'crypto';
import { ApiError, asksForCatalogue, ERROR_MESSAGES, NO_CATALOGUE_WARNING, providerSources, requestDeadline, type SearchRequest, type SearchResponse } from '@wsa/contracts';
import { affordableSearchLimit } from '@wsa/credits';
import { createJob } from '@wsa/db';
import { admitScrape } from '@wsa/scrape/admission';
import { settledSearchResult } from '../shared/replay-finished-job';
import { jobRecordFields, searchRetainsNothing, sensitiveErrors } from '../shared/zero-data-retention';
import { awaitJob, failureToError } from './await-job';
import { withAudit } from './audit';
import { assertEnterprise, searchEnterpriseOptions, withTeamThreatDefaults } from './enterprise-options';
import type { Caller, GatewayDeps } from './gateway-deps';
import { CREDITS_HINT } from './submit-scrape';

export const FILTER_IGNORED_WARNING = 'The filter option has no effect on this server (results are always de-duplicated by URL); it was ignored.';

/**
 * POST /v2/search. Anonymous callers may search (lower rate limit, nothing charged) but not scrape
 * results. A team that cannot afford the full limit gets a lower one and a warning instead of a 402.
 */
export async function submitSearch(deps: GatewayDeps, caller: Caller | null, asked: SearchRequest): Promise<SearchResponse> {
  assertEnterprise(caller?.team ?? null, searchEnterpriseOptions(asked));
  const threatProtection = caller ? withTeamThreatDefaults(caller.team, asked.threatProtection) : asked.threatProtection;
  const request = threatProtection === asked.threatProtection ? asked : { ...asked, threatProtection };
  const jobId = randomUUID();
  // zdr and anon keep nothing about the query; the team flag does the same for every search
  const zdr = searchRetainsNothing(request, caller?.team.zeroDataRetention ?? false);
  const username = request.auditMetadata?.username ?? request.scrapeOptions.auditMetadata?.username;
  const audit = { endpoint: 'search' as const, username, target: zdr ? null : request.query, jobId };
  const run = () => search(deps, caller, request, jobId, zdr);
  return withAudit(deps.db, caller, audit, zdr ? () => sensitiveErrors(run) : run, (answer) => answer.creditsUsed);
}

async function search(deps: GatewayDeps, caller: Caller | null, request: SearchRequest, jobId: string, zdr: boolean): Promise<SearchResponse> {
  if (!caller && request.scrapeOptions.formats.length > 0) {
    throw new ApiError('UNAUTHORIZED', 'Unauthorized: scraping search results needs an API key (scrapeOptions.formats was given).');
  }
  // a result scrape this server cannot serve (a model format without a model) is refused up front,
  // not answered as one failed scrape per result
  const refused = request.scrapeOptions.formats.length > 0 ? admitScrape(request.scrapeOptions, deps.capabilities) : null;
  if (refused) throw failureToError(refused);
  const warnings: string[] = asksForCatalogue(request) ? [NO_CATALOGUE_WARNING] : [];
  if (request.filter !== undefined) warnings.push(FILTER_IGNORED_WARNING);
  let limit = request.limit;
  if (caller) {
    const perSource = Math.floor(caller.team.creditBalance / Math.max(1, providerSources(request.sources).length));
    limit = affordableSearchLimit(perSource, request.limit, request.enterprise);
    if (limit === 0) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);
    if (limit < request.limit) warnings.push(`limit lowered from ${request.limit} to ${limit} to fit the team's remaining credits`);
  }
  const effective = { ...request, limit };
  await createJob(deps.db, { id: jobId, kind: 'search', teamId: caller?.team.id ?? null, apiKeyId: caller?.keyId ?? null, ...jobRecordFields(zdr, request.query, effective) });
  await deps.searchProducer.enqueue(jobId, { jobId, teamId: caller?.team.id ?? null, request: effective, deadlineAt: requestDeadline(request.timeout), zeroDataRetention: zdr });
  const result = await awaitJob(deps.db, deps.searchProducer, jobId, request.timeout + deps.graceMs, 'search', () => settledSearchResult(deps.db, jobId));
  if (zdr) await deps.searchProducer.forget(jobId);
  if (!result.ok) throw failureToError(result);
  if (result.warning) warnings.push(result.warning);
  const creditsUsed = caller ? result.creditsCharged : 0;
  const body: SearchResponse = { success: true, id: jobId, creditsUsed, data: result.data };
  if (warnings.length) body.warning = warnings.join('; ');
  return body;
}
