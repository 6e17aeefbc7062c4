import { cancelledBeforeStart, type SearchData, type SearchJobPayload, type SearchJobResult } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import type { RiskProvider } from '@wsa/threats';
import { finishSearchJob } from '../shared/finish-search-job';
import { highlightFromPageText, runSearch, SearchProvider } from '@wsa/search';
import { isAlreadySettled, recordJobCrash, startJob, type JobRunContext } from '../shared/job-lifecycle';
import { settledSearchResult } from '../shared/replay-finished-job';
import { isDeveloperCategory, searchDeveloperCategory } from './developer-category';
import { filterThreats } from './filter-threats';
import { scrapeResults } from './merge-scrapes';
import { pageTextSources } from './page-text-sources';
import type { ScrapeDispatcher } from './scrape-dispatcher';
import { searchFailure } from './search-error.mapper';
import { toSearchQuery } from './search-query.mapper';

export type SearchJobDeps = {
  db: Db; provider: SearchProvider | null; dispatchScrape: ScrapeDispatcher;
  /** told which provider answered (null: none had results), for the worker's metrics */
  onProvider?: (name: string | null, jobId: string) => void;
  /** threatProtection's risk provider (mode normal) for the result URLs of a search that scrapes nothing */
  threats?: RiskProvider;
};

export async function runSearchJob(payload: SearchJobPayload, ctx: JobRunContext, deps: SearchJobDeps): Promise<SearchJobResult> {
  const { jobId } = payload;
  const start = await startJob(deps.db, jobId);
  if (start === 'cancelled') return cancelledBeforeStart('search');
  if (start === 'finished') return replaySearchJob(payload, ctx, deps);
  const result = await searchAndScrape(payload, ctx, deps).catch(async (err) => {
    const failure = searchFailure(err);
    if (failure) return failure;
    await recordJobCrash(deps.db, jobId, err, ctx.attempt, ctx.maxAttempts, payload.zeroDataRetention);
    throw err;
  });
  try {
    return await finishSearchJob(deps.db, payload, result);
  } catch (err) {
    if (isAlreadySettled(err)) return replaySearchJob(payload, ctx, deps);
    throw err;
  }
}

/**
 * A retry or redelivery of a settled search answers what was settled. Under zero data retention
 * nothing was stored: the provider is asked again, without scraping (those scrapes were charged
 * once already) and without a second charge.
 */
async function replaySearchJob(payload: SearchJobPayload, ctx: JobRunContext, deps: SearchJobDeps): Promise<SearchJobResult> {
  const settled = await settledSearchResult(deps.db, payload.jobId);
  if (settled) return settled;
  const unscraped = { ...payload, request: { ...payload.request, scrapeOptions: { ...payload.request.scrapeOptions, formats: [] } } };
  return searchAndScrape(unscraped, ctx, deps);
}

async function searchAndScrape(payload: SearchJobPayload, ctx: JobRunContext, deps: SearchJobDeps): Promise<SearchJobResult> {
  const { request, teamId, deadlineAt } = payload;
  // the developer category answers from the Developer Index first (no provider needed when it has hits)
  const developer = isDeveloperCategory(request);
  if (!deps.provider && !developer) {
    return { ok: false, code: 'SEARCH_PROVIDER_NOT_CONFIGURED', message: 'No search provider is configured on this server (SEARCH_PROVIDERS).' };
  }
  const query = toSearchQuery(request, request.limit, ctx.signal);
  const found = developer ? await searchDeveloperCategory(deps.db, deps.provider, query) : await runSearch(deps.provider!, query);
  deps.onProvider?.(found.provider ?? null, payload.jobId);
  const data: SearchData = {};
  if (found.web?.length) data.web = found.web;
  if (found.news?.length) data.news = found.news;
  if (found.images?.length) data.images = found.images;
  const scrapes = Boolean(teamId) && request.scrapeOptions.formats.length > 0;
  const warnings = found.warning ? [found.warning] : [];
  let urlsScanned = 0;
  // results that would not pass threatProtection are not shown (with scrapes, each result's scrape checks it)
  if (request.threatProtection && !scrapes) {
    const screened = await filterThreats(data, request.threatProtection, deps.threats ?? null);
    urlsScanned = screened.urlsScanned;
    if (screened.warning) warnings.push(screened.warning);
  }
  const resultCount = (data.web?.length ?? 0) + (data.news?.length ?? 0) + (data.images?.length ?? 0);
  let scrapeCredits = 0;
  if (teamId && scrapes) {
    const dispatch: ScrapeDispatcher = (url, o, team, deadline) => deps.dispatchScrape(url, o, team, deadline, payload.zeroDataRetention);
    // the search's threatProtection guards its result scrapes (their own setting wins)
    const scrapeOptions = request.threatProtection && !request.scrapeOptions.threatProtection ? { ...request.scrapeOptions, threatProtection: request.threatProtection } : request.scrapeOptions;
    scrapeCredits = await scrapeResults(data, scrapeOptions, teamId, deadlineAt, dispatch);
  }
  // descriptions quote the page itself when we have it (this scrape, the cache), else the provider's snippet
  if (request.highlights) await highlightFromPageText(data, request.query, pageTextSources(deps.db, payload, data));
  return { ok: true, data, warning: warnings.length > 0 ? warnings.join(' ') : undefined, resultCount, urlsScanned, scrapeCredits, creditsCharged: 0, provider: found.provider };
}
