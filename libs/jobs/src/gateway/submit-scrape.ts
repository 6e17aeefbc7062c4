import { randomUUID } from 'crypto';
import { ApiError, ERROR_MESSAGES, requestDeadline, type ScrapeJobPayload, type ScrapeJobResult, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import { createJob } from '@wsa/db';
import { admitScrape } from '@wsa/scrape/admission';
import { answerScrapeFromCache } from '../shared/answer-scrape-from-cache';
import { jobRecordFields, sensitiveErrors } from '../shared/zero-data-retention';
import { settledScrapeResult } from '../shared/replay-finished-job';
import { awaitJob, failureToError } from './await-job';
import { withAudit } from './audit';
import { assertEnterprise, scrapeEnterpriseOptions, withTeamThreatDefaults } from './enterprise-options';
import type { Caller, GatewayDeps } from './gateway-deps';

export const CREDITS_HINT = ' Ask the operator of this server to grant credits (npm run admin -- credits grant).';

/** POST /v2/scrape: checks, job record, queue, and the answer when the worker is done. */
export async function submitScrape(deps: GatewayDeps, caller: Caller, asked: ScrapeRequest): Promise<ScrapeResponse> {
  assertEnterprise(caller.team, scrapeEnterpriseOptions(asked));
  const threatProtection = withTeamThreatDefaults(caller.team, asked.threatProtection);
  const request = threatProtection === asked.threatProtection ? asked : { ...asked, threatProtection };
  const jobId = randomUUID();
  // the team flag or the request option: the payload's flag is what every later step honours
  const zeroDataRetention = caller.team.zeroDataRetention || request.zeroDataRetention;
  const audit = { endpoint: 'scrape' as const, username: request.auditMetadata?.username, target: zeroDataRetention ? null : request.url, jobId };
  const run = () => scrape(deps, caller, request, jobId, zeroDataRetention);
  return withAudit(deps.db, caller, audit, zeroDataRetention ? () => sensitiveErrors(run) : run, (answer) => answer.data.metadata.creditsUsed ?? 0);
}

async function scrape(deps: GatewayDeps, caller: Caller, request: ScrapeRequest, jobId: string, zeroDataRetention: boolean): Promise<ScrapeResponse> {
  const refused = admitScrape(request, deps.capabilities);
  if (refused) throw failureToError(refused);
  // the cheapest possible outcome costs 1 credit (lockdown miss, plain page); finer costs settle at completion
  if (caller.team.creditBalance < 1) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);

  const payload = { jobId, teamId: caller.team.id, request, deadlineAt: requestDeadline(request.timeout), zeroDataRetention };
  await createJob(deps.db, { id: jobId, kind: 'scrape', teamId: caller.team.id, apiKeyId: caller.keyId, ...jobRecordFields(zeroDataRetention, request.url, request) });
  // a hit needs no queue hop (a threat-protected scrape reads its cache on the worker, after its hosts pass)
  const cached = await answerScrapeFromCache(deps, payload);
  const result = cached ?? (await runOnWorker(deps, payload));
  if (!result.ok) throw failureToError(result);
  const { document } = result;
  return document.warning ? { success: true, warning: document.warning, data: document } : { success: true, data: document };
}

async function runOnWorker(deps: GatewayDeps, payload: ScrapeJobPayload): Promise<ScrapeJobResult> {
  await deps.scrapeProducer.enqueue(payload.jobId, payload);
  const result = await awaitJob(deps.db, deps.scrapeProducer, payload.jobId, payload.request.timeout + deps.graceMs, 'scrape', () => settledScrapeResult(deps.db, payload.jobId));
  // the queue keeps a finished job (payload and result) for a while; a zdr job is dropped at once
  if (payload.zeroDataRetention) await deps.scrapeProducer.forget(payload.jobId);
  return result;
}
