/**
 * How the embedding rerank combines the text rank of a candidate pool with each paper's cosine
 * similarity to the query. Three standard ways, with their usual parameters (none tuned on our
 * judged set; bench/indexes/README.md gives the nDCG@10 of each):
 * - `blend`: text score scaled to 0..1 by the pool's best, plus cosine, equal weights.
 * - `rrf`: reciprocal rank fusion, 1/(60 + text rank) + 1/(60 + cosine rank) (Cormack et al. 2009).
 * - `cosine`: cosine alone (the text rank only chose the pool).
 */
export const RERANK_FUSIONS = ['blend', 'rrf', 'cosine'] as const;
export type RerankFusion = (typeof RERANK_FUSIONS)[number];

const RRF_K = 60;

/** One fused score per hit (higher is better); `textScores` in the pool's text-rank order. */
export function fuseRanks(fusion: RerankFusion, textScores: number[], cosines: number[]): number[] {
  if (fusion === 'cosine') return cosines.slice();
  if (fusion === 'blend') {
    const max = Math.max(...textScores) || 1;
    return textScores.map((s, i) => 0.5 * (s / max) + 0.5 * (cosines[i] ?? 0));
  }
  const textRank = ranksOf(textScores);
  const cosineRank = ranksOf(cosines);
  return textScores.map((_, i) => 1 / (RRF_K + textRank[i]!) + 1 / (RRF_K + cosineRank[i]!));
}

/** 1-based rank of each score, best first; ties keep their input order. */
function ranksOf(scores: number[]): number[] {
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s || a.i - b.i);
  const ranks = new Array<number>(scores.length);
  order.forEach(({ i }, r) => (ranks[i] = r + 1));
  return ranks;
}
