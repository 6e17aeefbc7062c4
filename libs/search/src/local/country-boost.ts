import type { ScoredCandidate } from './bm25f.ranker';
import type { LocalIndexStore } from './local-index.port';

/**
 * How much a page of the search's country is preferred: its BM25F score times this. The spec
 * describes `country`/`location` as "localized results", not a restriction, and `country` defaults
 * to US on every request: a filter would hide every page of the rest of the world by default. So,
 * as web engines do, in-country pages move up (a page of that country wins when it is within a
 * quarter of the best foreign one's relevance) and no page is left out.
 */
export const COUNTRY_BOOST = 1.25;

/** Re-sorts scored pages with in-country ones boosted; ties keep their order. `countries`: page id -> country. */
export function boostCountryPages(scored: ScoredCandidate[], countries: Map<string, string>, country: string | undefined, boost = COUNTRY_BOOST): ScoredCandidate[] {
  if (!country || countries.size === 0) return scored;
  const want = country.toLowerCase();
  return scored
    .map((s, order) => ({ s: countries.get(s.row.id) === want ? { ...s, score: s.score * boost } : s, order }))
    .sort((a, b) => b.s.score - a.s.score || a.order - b.order)
    .map(({ s }) => s);
}

/** boostCountryPages with the candidates' recorded countries read from the index (one primary-key lookup). */
export async function preferCountry(store: Pick<LocalIndexStore, 'countries'>, scored: ScoredCandidate[], country: string | undefined): Promise<ScoredCandidate[]> {
  if (!country || scored.length === 0) return scored;
  return boostCountryPages(scored, await store.countries(scored.map((s) => s.row.id)), country);
}
