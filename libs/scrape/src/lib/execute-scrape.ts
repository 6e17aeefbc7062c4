import type { ScrapeJobPayload, ScrapeJobResult, ScrapeOptions } from '@wsa/contracts';
import { attachChangeTracking } from './change-tracking/attach-change-tracking';
import { canStoreDocument, cacheOwner } from './cache/cache-policy';
import { readCachedResult } from './cache/read-cached-result';
import { scrapeCacheKey } from './cache/cache-key';
import { storeDocument } from './cache/scrape-cache';
import { buildDocument } from './document/build-document';
import { attachMediaOutputs } from './document/media-outputs';
import type { FetchedPage } from './engines/fetched-page';
import { runEngines } from './engines/run-engines';
import { openScrapeProfile } from './profile/scrape-profile';
import { mapEngineError } from './errors/map-engine-error';
import { admitScrape } from './features/admit-scrape';
import { createScrapeBudget, type ScrapeBudget } from './scrape-budget';
import type { ScrapeDeps } from './scrape-deps';

/**
 * The scrape use case: validated request -> response document. Classified failures come back as
 * `{ok: false}`; only unexpected errors throw (the queue retries those). Job records and credits
 * are the caller's, from `billing`.
 */
export async function executeScrape(payload: ScrapeJobPayload, signal: AbortSignal, deps: ScrapeDeps): Promise<ScrapeJobResult> {
  const request = payload.request;
  const refused = admitScrape(request, { llm: deps.llm !== undefined });
  if (refused) return refused;
  const budget = createScrapeBudget(payload.deadlineAt, request.timeout, signal);
  try {
    return await scrapeWithCache(payload, budget, deps);
  } catch (err) {
    const failure = mapEngineError(err, { url: request.url, timeoutMs: request.timeout, cancelledByCaller: budget.cancelledByCaller() });
    if (!failure) throw err;
    deps.logger?.info({ jobId: payload.jobId, url: request.url, code: failure.code }, 'scrape failed');
    return { ok: false, code: failure.code, message: failure.message, ...(failure.details === undefined ? {} : { details: failure.details }) };
  }
}

async function scrapeWithCache(payload: ScrapeJobPayload, budget: ScrapeBudget, deps: ScrapeDeps): Promise<ScrapeJobResult> {
  const { request } = payload;
  // the gateway already read the cache for this job (and answered hits and final misses itself)
  if (!payload.cacheChecked) {
    const cached = await readCachedResult(payload, deps);
    if (cached) return cached;
  }

  const profile = await openScrapeProfile(deps.db, payload);
  try {
    const page = await runEngines(request.url, request, budget, deps, profile?.render);
    await profile?.save(page.profileState);
    return await finishScrape(payload, page, budget, deps);
  } finally {
    await profile?.close();
  }
}

async function finishScrape(payload: ScrapeJobPayload, page: FetchedPage, budget: ScrapeBudget, deps: ScrapeDeps): Promise<ScrapeJobResult> {
  const { request, jobId, teamId } = payload;
  budget.assertTimeLeft();
  const owner = { teamId, jobId };
  const built = await buildDocument(page, request, { sourceURL: request.url, scrapeId: jobId, blobs: deps.blobs, budget, owner, llm: deps.llm });
  const mediaFailure = await attachMediaOutputs(built.document, request, { media: deps.media, blobs: deps.blobs, budget, owner });
  if (mediaFailure) return mediaFailure;
  await attachChangeTracking(built.document, payload, page.headers, { db: deps.db, llm: deps.llm, signal: budget.signal });
  // a document missing a model format that failed is not cached: the next request tries the model again
  if (!built.billing.unbilledFormats && canStoreDocument(request, built.document, payload.zeroDataRetention)) {
    await store(scrapeCacheKey(request), request, teamId, built.document, deps);
  }
  return { ok: true, document: built.document, billing: built.billing };
}

/** A failed cache write costs the next caller a fresh scrape, not this one its answer. */
async function store(cacheKey: string, request: ScrapeOptions & { url: string }, teamId: string, document: Parameters<typeof storeDocument>[1]['document'], deps: ScrapeDeps): Promise<void> {
  try {
    await storeDocument(deps.db, { cacheKey, url: request.url, teamId: cacheOwner(request, teamId), document });
  } catch (err) {
    deps.logger?.warn({ url: request.url, err: err instanceof Error ? err.message : String(err) }, 'scrape cache write failed');
  }
}
