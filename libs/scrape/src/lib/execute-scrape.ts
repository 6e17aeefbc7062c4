import type { ScrapeJobPayload, ScrapeJobResult, ScrapeOptions } from '@wsa/contracts';
import { attachChangeTracking } from './change-tracking/attach-change-tracking';
import { canIndexPage, canStoreDocument, cacheOwner, isCacheOnly } from './cache/cache-policy';
import { cacheReadSide } from './cache/cache-read-side';
import { readCachedResult } from './cache/read-cached-result';
import { scrapeCacheKey } from './cache/cache-key';
import { storeDocument } from './cache/scrape-cache';
import { buildDocument } from './document/build-document';
import { attachMediaOutputs } from './document/media-outputs';
import type { FetchedPage } from './engines/fetched-page';
import { runEngines } from './engines/run-engines';
import { openScrapeProfile } from './profile/scrape-profile';
import { mapEngineError } from './errors/map-engine-error';
import { ScrapeFailure } from './errors/scrape-failure';
import { admitScrape } from './features/admit-scrape';
import { createScrapeBudget, type ScrapeBudget } from './scrape-budget';
import { checkChain, createThreatGuard, type ThreatGuard } from './threats/threat-guard';
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
    // no URL in the logs of a zero-data-retention request
    const zdr = payload.zeroDataRetention || request.zeroDataRetention;
    deps.logger?.info({ jobId: payload.jobId, ...(zdr ? {} : { url: request.url }), code: failure.code }, 'scrape failed');
    return { ok: false, code: failure.code, message: failure.message, ...(failure.details === undefined ? {} : { details: failure.details }) };
  }
}

async function scrapeWithCache(payload: ScrapeJobPayload, budget: ScrapeBudget, deps: ScrapeDeps): Promise<ScrapeJobResult> {
  const { request } = payload;
  const threats = createThreatGuard(request, deps.threats);
  const blocked = threats ? await threats.check(request.url) : null;
  if (blocked) return blocked;
  // only a threat-protected scrape reads the cache here; otherwise its producer already did (and
  // answered hits and the final misses of cache-only requests itself). A cache-only request never
  // reaches the engines, whoever queued it.
  if (cacheReadSide(request) === 'worker' || isCacheOnly(request)) {
    const cached = await readCachedResult(payload, deps);
    // a cached page is served only when where it came from passes too
    const cachedBlocked = cached?.ok && threats ? await threats.check(cached.document.metadata.url ?? request.url) : null;
    if (cachedBlocked) return cachedBlocked;
    if (cached) return withScans(cached, threats);
  }

  const vetRedirect = threats ? async (hop: string) => {
    const failure = await threats.check(hop);
    if (failure) throw new ScrapeFailure(failure.code, failure.message, failure.details);
  } : undefined;
  const profile = await openScrapeProfile(deps.db, payload);
  try {
    const page = await runEngines(request.url, request, budget, deps, profile?.render, vetRedirect);
    // each hop was vetted before it was followed (the HTTP engine's vetRedirect, the browser's
    // navigation interception); the reported chain and final URL are checked again as a last guard,
    // so content (or a profile's cookies) from a blocked host is never kept
    const hopBlocked = threats ? await checkChain(threats, [...(page.redirects ?? []), page.url]) : null;
    if (hopBlocked) return hopBlocked;
    await profile?.save(page.profileState);
    return withScans(await finishScrape(payload, page, budget, deps), threats);
  } finally {
    await profile?.close();
  }
}

async function finishScrape(payload: ScrapeJobPayload, page: FetchedPage, budget: ScrapeBudget, deps: ScrapeDeps): Promise<ScrapeJobResult> {
  const { request, jobId, teamId } = payload;
  budget.assertTimeLeft();
  const owner = { teamId, jobId };
  const built = await buildDocument(page, request, { sourceURL: request.url, scrapeId: jobId, blobs: deps.blobs, budget, owner, llm: deps.llm, transformHtml: deps.transformHtml });
  const mediaFailure = await attachMediaOutputs(built.document, request, { media: deps.media, blobs: deps.blobs, budget, owner });
  if (mediaFailure) return mediaFailure;
  await attachChangeTracking(built.document, payload, page.headers, { db: deps.db, llm: deps.llm, signal: budget.signal });
  // a document missing a model format that failed is not cached: the next request tries the model again
  if (!built.billing.unbilledFormats && canStoreDocument(request, built.document, payload.zeroDataRetention)) {
    await store(scrapeCacheKey(request), request, teamId, built.document, deps);
  }
  // the local search index takes the page later (its own queue), never in the answer's way
  if (deps.localIndex && page.kind === 'html' && page.text !== undefined && canIndexPage(request, built.document, payload.zeroDataRetention)) {
    deps.localIndex.enqueue({ html: page.text, url: page.url, scrapedAt: new Date() });
  }
  return { ok: true, document: built.document, billing: built.billing };
}

function withScans(result: ScrapeJobResult, threats: ThreatGuard | null): ScrapeJobResult {
  if (!result.ok || !threats || threats.scanned() === 0) return result;
  return { ...result, billing: { ...result.billing, urlsScanned: threats.scanned() } };
}

/** A failed cache write costs the next caller a fresh scrape, not this one its answer. */
async function store(cacheKey: string, request: ScrapeOptions & { url: string }, teamId: string, document: Parameters<typeof storeDocument>[1]['document'], deps: ScrapeDeps): Promise<void> {
  try {
    await storeDocument(deps.db, { cacheKey, url: request.url, teamId: cacheOwner(request, teamId), document });
  } catch (err) {
    deps.logger?.warn({ url: request.url, err: err instanceof Error ? err.message : String(err) }, 'scrape cache write failed');
  }
}
