import { randomUUID } from 'crypto';
import { ApiError, ERROR_MESSAGES, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import { createJob } from '@wsa/db';
import { unsupportedFeatures } from '@wsa/scrape';
import { awaitJob, failureToError } from './await-job';
import type { Caller, GatewayDeps } from './gateway-deps';

export const CREDITS_HINT = ' Ask the operator of this server to grant credits (npm run admin -- credits grant).';

/** POST /v2/scrape: checks, job record, queue, and the answer when the worker is done. */
export async function submitScrape(deps: GatewayDeps, caller: Caller, request: ScrapeRequest): Promise<ScrapeResponse> {
  const missing = unsupportedFeatures(request);
  if (missing.length) throw new ApiError('FEATURE_NOT_AVAILABLE', `Not available on this server yet: ${missing.join(', ')}.`, { features: missing });
  // the cheapest possible outcome costs 1 credit (lockdown miss, plain page); finer costs settle at completion
  if (caller.team.creditBalance < 1) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);

  const jobId = randomUUID();
  const deadlineAt = Date.now() + request.timeout;
  await createJob(deps.db, { id: jobId, kind: 'scrape', teamId: caller.team.id, apiKeyId: caller.keyId, target: request.url, options: request });
  await deps.scrapeProducer.enqueue(jobId, { jobId, teamId: caller.team.id, request, deadlineAt, zeroDataRetention: caller.team.zeroDataRetention });
  const result = await awaitJob(deps.db, deps.scrapeProducer, jobId, request.timeout + deps.graceMs, 'Scrape');
  if (!result.ok) throw failureToError(result);
  const { document } = result;
  return document.warning ? { success: true, warning: document.warning, data: document } : { success: true, data: document };
}
