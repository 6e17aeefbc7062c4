import type { LocalCandidateRow, LocalIndexStore, LocalRankParams } from './local-index.port';

export type FirstStageOptions = {
  /** postings read per query lexeme, highest impact first */
  depth: number;
  /** best-scoring pages of the postings checked against the query and the filters */
  pool: number;
  missingPenalty: number;
  /** at most this many matching pages (estimated from the document frequencies): the GIN ranking directly */
  ginBelow: number;
};

export const DEFAULT_FIRST_STAGE: FirstStageOptions = { depth: 1000, pool: 400, missingPenalty: 0.6, ginBelow: 250 };

/**
 * The first stage of the local ranker. The impact-ordered postings answer when their candidates
 * can be trusted: `k` of them passed the query and the filters (the best pages of each lexeme
 * hold the best pages of the query), or every lexeme's list was read whole (fewer postings than
 * `depth`, as many as the lexeme's page count `df`, and none cut from the pool), so no matching
 * page is missing. Otherwise, a rare word met only faintly in long pages (not stored in the
 * postings) or filters the best pages fail, the GIN index ranks every matching page, as before.
 * A query that matches few pages (`matches`, estimated by the caller from the document frequencies:
 * the rarest lexeme's for every-term queries) goes to the GIN ranking directly: ranking a few
 * hundred pages is as cheap as the postings, and the postings would often not answer it (its
 * words' faint pages are not stored). `df` and `idf` are in `p.lexemes` order.
 */
export async function firstStage(store: LocalIndexStore, p: LocalRankParams, df: number[], idf: number[], matches: number, o: FirstStageOptions = DEFAULT_FIRST_STAGE): Promise<{ rows: LocalCandidateRow[]; source: 'postings' | 'gin' }> {
  if (matches <= o.ginBelow) return { rows: await store.rank(p), source: 'gin' };
  const ranking = await store.rankByImpact({ ...p, idf, depth: o.depth, pool: o.pool, missingPenalty: o.missingPenalty });
  const whole = ranking.pooled < o.pool && ranking.listLengths.every((n, i) => n < o.depth && n >= df[i]);
  if (ranking.candidates.length >= p.k || whole) return { rows: ranking.candidates, source: 'postings' };
  return { rows: await store.rank(p), source: 'gin' };
}
