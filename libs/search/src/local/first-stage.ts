import type { LocalCandidateRow, LocalIndexStore, LocalRankParams } from './local-index.port';

export type FirstStageOptions = {
  /** postings read per query lexeme, highest impact first */
  depth: number;
  /** best-scoring pages of the postings checked against the query and the filters */
  pool: number;
  missingPenalty: number;
};

export const DEFAULT_FIRST_STAGE: FirstStageOptions = { depth: 1000, pool: 400, missingPenalty: 0.6 };

/**
 * The first stage of the local ranker. The impact-ordered postings answer when their candidates
 * can be trusted: `k` of them passed the query and the filters (the best pages of each lexeme
 * hold the best pages of the query), or every lexeme's list was read whole (fewer postings than
 * `depth`, as many as the lexeme's page count `df`, and none cut from the pool), so no matching
 * page is missing. Otherwise, a rare word met only faintly in long pages (not stored in the
 * postings) or filters the best pages fail, the GIN index ranks every matching page, as before.
 * `df` and `idf` are in `p.lexemes` order.
 */
export async function firstStage(store: LocalIndexStore, p: LocalRankParams, df: number[], idf: number[], o: FirstStageOptions = DEFAULT_FIRST_STAGE): Promise<{ rows: LocalCandidateRow[]; source: 'postings' | 'gin' }> {
  const ranking = await store.rankByImpact({ ...p, idf, depth: o.depth, pool: o.pool, missingPenalty: o.missingPenalty });
  const whole = ranking.pooled < o.pool && ranking.listLengths.every((n, i) => n < o.depth && n >= df[i]);
  if (ranking.candidates.length >= p.k || whole) return { rows: ranking.candidates, source: 'postings' };
  return { rows: await store.rank(p), source: 'gin' };
}
