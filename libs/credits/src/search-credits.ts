import { assertCount } from './count';

export type EnterpriseMode = 'zdr' | 'anon';

/** Results billed per charge unit (spec 8: "2 credits per 10 results, rounded up"). */
export const RESULTS_PER_SEARCH_UNIT = 10;
const CREDITS_PER_UNIT = 2;
// End-to-end zero data retention costs 5x; `anon` costs the ordinary rate.
const ZDR_CREDITS_PER_UNIT = 10;

/**
 * Spec 8 rows "search", "search with enterprise = zdr", "search with enterprise = anon":
 * ceil(n / 10) units of 2 credits (10 with zdr). 0 results cost 0: the rule prices results
 * ("1 to 10 results = 2"), and an empty search returned nothing to pay for.
 */
export function searchCredits(resultCount: number, enterprise?: readonly EnterpriseMode[]): number {
  assertCount('resultCount', resultCount);
  const perUnit = enterprise?.includes('zdr') ? ZDR_CREDITS_PER_UNIT : CREDITS_PER_UNIT;
  return Math.ceil(resultCount / RESULTS_PER_SEARCH_UNIT) * perUnit;
}

/**
 * The largest `limit` (<= requestedLimit) a balance pays for, in whole steps of 10 results;
 * 0 when not even one step is affordable. compat: search lowers `limit` instead of refusing.
 */
export function affordableSearchLimit(balance: number, requestedLimit: number, enterprise?: readonly EnterpriseMode[]): number {
  assertCount('requestedLimit', requestedLimit);
  if (!(balance > 0)) return 0;
  if (searchCredits(requestedLimit, enterprise) <= balance) return requestedLimit;
  const unitCost = searchCredits(RESULTS_PER_SEARCH_UNIT, enterprise);
  const units = Math.floor(balance / unitCost);
  return Math.min(requestedLimit, units * RESULTS_PER_SEARCH_UNIT);
}

/**
 * What a search call charges in total (spec 8: "search cost plus the scrape costs for each
 * result"), given the credits each scraped result cost; reported as `creditsUsed`.
 */
export function searchTotalCredits(resultCount: number, scrapedResultCredits: readonly number[], enterprise?: readonly EnterpriseMode[]): number {
  return scrapedResultCredits.reduce((sum, credits) => {
    assertCount('scraped result credits', credits);
    return sum + credits;
  }, searchCredits(resultCount, enterprise));
}

/**
 * Developer Index search (and the deprecated GitHub search answered from it): priced like a web
 * search, 2 credits per 10 results (issue 16). The same rule, so it is the same function.
 */
export function developerSearchCredits(resultCount: number): number {
  return searchCredits(resultCount);
}
