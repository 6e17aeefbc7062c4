import { rankUnits } from '@wsa/passages';

export type CandidatePassage = { text: string; heading: string; citationUrl: string };

/**
 * The best `limit` passages of each result, chosen by the one passage scorer (@wsa/passages: BM25
 * with heading and proximity boosts), its statistics taken over every candidate of the answer.
 * Candidates arrive in the index's own order (most query words first); those the scorer finds no
 * query word in keep that order behind the scored ones, so a result matched by its title alone
 * still shows its passages.
 */
export function pickPassages(perResult: CandidatePassage[][], query: string, limit: number): CandidatePassage[][] {
  const all = perResult.flat();
  const score = new Map<CandidatePassage, number>();
  for (const r of rankUnits(all.map((c) => ({ text: c.text, headings: c.heading ? [c.heading] : [] })), query, { limit: all.length })) {
    score.set(all[r.index], r.score);
  }
  return perResult.map((candidates) =>
    candidates
      .map((c, order) => ({ c, order, score: score.get(c) ?? -1 }))
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit)
      .map((x) => x.c));
}
