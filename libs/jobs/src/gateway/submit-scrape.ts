import { randomUUID } from 'crypto';
import { ApiError, ERROR_MESSAGES, requestDeadline, type ScrapeJobPayload, type ScrapeJobResult, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import { createJob, transitionJob } from '@wsa/db';
import { admitScrape, readCachedResult } from '@wsa/scrape/admission';
import { finishScrapeJob } from '../shared/finish-scrape-job';
import { settledScrapeResult } from '../shared/replay-finished-job';
import { awaitJob, failureToError } from './await-job';
import type { Caller, GatewayDeps } from './gateway-deps';

export const CREDITS_HINT = ' Ask the operator of this server to grant credits (npm run admin -- credits grant).';

/** POST /v2/scrape: checks, job record, queue, and the answer when the worker is done. */
export async function submitScrape(deps: GatewayDeps, caller: Caller, request: ScrapeRequest): Promise<ScrapeResponse> {
  const refused = admitScrape(request, deps.capabilities);
  if (refused) throw failureToError(refused);
  // the cheapest possible outcome costs 1 credit (lockdown miss, plain page); finer costs settle at completion
  if (caller.team.creditBalance < 1) throw new ApiError('INSUFFICIENT_CREDITS', ERROR_MESSAGES.insufficientCredits + CREDITS_HINT);

  const jobId = randomUUID();
  const payload = { jobId, teamId: caller.team.id, request, deadlineAt: requestDeadline(request.timeout), zeroDataRetention: caller.team.zeroDataRetention, cacheChecked: false };
  await createJob(deps.db, { id: jobId, kind: 'scrape', teamId: caller.team.id, apiKeyId: caller.keyId, target: request.url, options: request });
  const result = (await answerFromCache(deps, payload)) ?? (await runOnWorker(deps, payload));
  if (!result.ok) throw failureToError(result);
  const { document } = result;
  return document.warning ? { success: true, warning: document.warning, data: document } : { success: true, data: document };
}

/** A cache hit (or the final miss of a cache-only request) needs no queue hop and no worker. */
async function answerFromCache(deps: GatewayDeps, payload: ScrapeJobPayload): Promise<ScrapeJobResult | undefined> {
  const hit = await readCachedResult(payload, deps);
  if (!hit) return undefined;
  await transitionJob(deps.db, payload.jobId, 'running');
  return finishScrapeJob(deps.db, payload, hit);
}

async function runOnWorker(deps: GatewayDeps, payload: ScrapeJobPayload): Promise<ScrapeJobResult> {
  await deps.scrapeProducer.enqueue(payload.jobId, { ...payload, cacheChecked: true });
  return awaitJob(deps.db, deps.scrapeProducer, payload.jobId, payload.request.timeout + deps.graceMs, 'scrape', () => settledScrapeResult(deps.db, payload.jobId));
}
