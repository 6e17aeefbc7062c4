import { buildCorpus, scoreWindow } from './bm25';
import { queryTerms, tokenize } from './tokens';

/** A unit ranked whole (a documentation section, a search snippet): its text and heading path. */
export type RankUnit = { text: string; headings: string[] };
export type RankedUnit = { index: number; score: number };

/**
 * Ranks whole units against a query with the same BM25 + headings + proximity score as
 * rankPassages, the statistics taken over the units themselves (a collection of documents rather
 * than the sentences of one page). Units with no query term are left out. Best first; `index` is
 * the unit's position in the input.
 */
export function rankUnits(units: readonly RankUnit[], query: string, opts: { limit?: number } = {}): RankedUnit[] {
  return unitRanker(units)(query, opts);
}

/**
 * The same ranking with the corpus statistics computed once: for a fixed collection (the docs
 * corpus) queried many times.
 */
export function unitRanker(units: readonly RankUnit[]): (query: string, opts?: { limit?: number }) => RankedUnit[] {
  const tokens = units.map((u) => tokenize(u.text));
  const headingTokens = units.map((u) => tokenize(u.headings.join('\n')));
  const corpus = buildCorpus(tokens);
  return (query, opts = {}) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const scored: RankedUnit[] = [];
    tokens.forEach((t, index) => {
      const hit = t.some((x) => terms.includes(x.term)) || headingTokens[index].some((x) => terms.includes(x.term));
      if (hit) scored.push({ index, score: scoreWindow(t, headingTokens[index], terms, corpus) });
    });
    scored.sort((a, b) => b.score - a.score || a.index - b.index);
    return scored.slice(0, opts.limit ?? 5);
  };
}
