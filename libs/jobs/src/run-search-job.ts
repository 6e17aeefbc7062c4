import type { SearchData, SearchJobPayload, SearchJobResult } from '@wsa/contracts';
import { searchCredits } from '@wsa/credits';
import { Db, settleJob } from '@wsa/db';
import { runSearch, SearchProvider } from '@wsa/search';
import { recordJobCrash, startJob } from './job-lifecycle';
import { scrapeResults } from './merge-scrapes';
import type { JobRunContext } from './run-scrape-job';
import type { ScrapeDispatcher } from './scrape-dispatcher';
import { searchFailure } from './search-error.mapper';
import { toSearchQuery } from './search-query.mapper';

export type SearchJobDeps = { db: Db; provider: SearchProvider | null; dispatchScrape: ScrapeDispatcher };

export async function runSearchJob(payload: SearchJobPayload, ctx: JobRunContext, deps: SearchJobDeps): Promise<SearchJobResult> {
  const { jobId, teamId, request } = payload;
  if (!(await startJob(deps.db, jobId, ctx.attempt))) {
    return { ok: false, code: 'SCRAPE_TIMEOUT', message: 'The search was cancelled before it started (request timed out).' };
  }
  const result = await searchAndScrape(payload, ctx, deps).catch(async (err) => {
    const failure = searchFailure(err);
    if (failure) return failure;
    await recordJobCrash(deps.db, jobId, err, ctx.attempt, ctx.maxAttempts);
    throw err;
  });
  if (!result.ok) {
    await settleJob(deps.db, { jobId, to: 'failed', teamId, credits: 0, reason: 'search', errorCode: result.code, errorMessage: result.message });
    return result;
  }
  const searchCharge = teamId ? searchCredits(result.resultCount, request.enterprise) : 0;
  const zdr = (request.enterprise?.length ?? 0) > 0;
  const creditsCharged = teamId ? searchCharge + result.scrapeCredits : 0;
  await settleJob(deps.db, {
    jobId, to: 'completed', teamId, credits: searchCharge, creditsUsed: creditsCharged, reason: `search (${result.resultCount} results)`,
    document: zdr ? undefined : { data: result.data, warning: result.warning }, resultCount: result.resultCount,
  });
  return { ...result, creditsCharged };
}

async function searchAndScrape(payload: SearchJobPayload, ctx: JobRunContext, deps: SearchJobDeps): Promise<SearchJobResult> {
  const { request, teamId, deadlineAt } = payload;
  if (!deps.provider) {
    return { ok: false, code: 'SEARCH_PROVIDER_NOT_CONFIGURED', message: 'No search provider is configured on this server: set SEARXNG_URL to a SearXNG instance with JSON output enabled.' };
  }
  const found = await runSearch(deps.provider, toSearchQuery(request, request.limit, ctx.signal));
  const data: SearchData = {};
  if (found.web?.length) data.web = found.web;
  if (found.news?.length) data.news = found.news;
  if (found.images?.length) data.images = found.images;
  const resultCount = (data.web?.length ?? 0) + (data.news?.length ?? 0) + (data.images?.length ?? 0);
  let scrapeCredits = 0;
  if (teamId && request.scrapeOptions.formats.length > 0) {
    scrapeCredits = await scrapeResults(data, request.scrapeOptions, teamId, deadlineAt, deps.dispatchScrape);
  }
  return { ok: true, data, warning: found.warning, resultCount, scrapeCredits, creditsCharged: 0 };
}
