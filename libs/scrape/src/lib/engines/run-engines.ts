import type { ProfileState, ScrapeOptions } from '@wsa/contracts';

/** A persistent profile for the browser engine: loaded before navigation, captured after when it is saved. */
export type RenderProfile = { state: ProfileState; capture: boolean };
import type { ScrapeDeps } from '../scrape-deps';
import type { ScrapeBudget } from '../scrape-budget';
import { ScrapeFailure } from '../errors/scrape-failure';
import { mapEngineError } from '../errors/map-engine-error';
import { renderWithChromium } from './chromium-engine';
import { enhancedProxyUrl, firstAttempt, nextAttempt } from './engine-plan';
import type { EngineAttempt, FetchedPage } from './fetched-page';
import { fetchWithHttp } from './http-engine';
import { judgePage } from './judge-page';

type Tried = { engine: string; outcome: string };

/**
 * Runs engines until one gives a usable page: HTTP first when it can serve the request, Chromium
 * when the page needs JavaScript or the HTTP engine failed in a way a browser may not, and stealth
 * Chromium behind the operator's proxy when `proxy: "auto"` meets a 401/403/429 or a block page.
 * A recognised block page is never returned. When a later attempt fails, the best earlier page
 * (an unrendered shell, a 403) is returned rather than nothing.
 */
/**
 * `vetRedirect` (threat protection) is asked before either engine follows a redirect (Chromium: every
 * main-frame navigation, through request interception); its ScrapeFailure ends the run.
 */
export async function runEngines(url: string, o: ScrapeOptions, budget: ScrapeBudget, deps: ScrapeDeps, profile?: RenderProfile, vetRedirect?: (url: string) => Promise<void>): Promise<FetchedPage> {
  const tried: Tried[] = [];
  let fallback: FetchedPage | undefined;
  let blockedReason: string | undefined;
  const attempts: EngineAttempt[] = [];
  let attempt: EngineAttempt | undefined = firstAttempt(o);
  while (attempt) {
    budget.assertTimeLeft();
    attempts.push(attempt);
    const label = `${attempt.engine}${attempt.proxy === 'enhanced' ? ' (enhanced)' : ''}`;
    let page: FetchedPage;
    try {
      page = await runAttempt(url, o, attempt, budget, deps, profile, vetRedirect);
    } catch (err) {
      const failure = mapEngineError(err, { url, timeoutMs: o.timeout, cancelledByCaller: budget.cancelledByCaller() });
      if (!failure) throw err;
      if (!failure.engineFailure) throw failure;
      tried.push({ engine: label, outcome: failure.message });
      attempt = nextAttempt(o, attempt, 'failed', attempts);
      continue;
    }
    const { verdict, reason } = judgePage(page);
    tried.push({ engine: label, outcome: verdict === 'ok' ? 'ok' : `${verdict}${reason ? ` (${reason})` : ''}` });
    // per-attempt detail is debug: at info it cost ~10% of a worker's CPU on small pages (bench/api)
    deps.logger?.debug({ url, engine: label, statusCode: page.statusCode, verdict }, 'scrape engine attempt');
    if (verdict === 'ok') return page;
    if (verdict === 'blocked') blockedReason = reason ?? 'block page';
    else fallback = page;
    attempt = nextAttempt(o, attempt, verdict, attempts);
  }
  if (fallback) return fallback;
  if (blockedReason) {
    throw new ScrapeFailure('SCRAPE_SITE_BLOCKED', `The site answered with an anti-bot block page (${blockedReason}); the page content could not be retrieved.`, { tried });
  }
  throw new ScrapeFailure('SCRAPE_ALL_ENGINES_FAILED', `All scraping engines failed (tried: ${tried.map((t) => t.engine).join(', ')}). ${tried.map((t) => t.outcome).join('; ')}`, { tried });
}

async function runAttempt(url: string, o: ScrapeOptions, attempt: EngineAttempt, budget: ScrapeBudget, deps: ScrapeDeps, profile?: RenderProfile, vetRedirect?: (url: string) => Promise<void>): Promise<FetchedPage> {
  const common = { url, options: o, attempt, timeoutMs: budget.remainingMs(), signal: budget.signal, allowLocalTargets: deps.allowLocalTargets };
  const proxyUrl = attempt.proxy === 'enhanced' ? enhancedProxyUrl(deps.proxy, o.location?.country) : undefined;
  if (attempt.engine === 'http') return fetchWithHttp({ ...common, proxyUrl, vetRedirect });
  const pool = await deps.getBrowserPool();
  return renderWithChromium({ ...common, pool, proxyUrl, profile, timeoutMs: budget.remainingMs(), vetNavigation: vetRedirect });
}
