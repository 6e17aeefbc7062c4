import type { LocalCandidateRow, LocalIndexStats } from '@wsa/db';

/** Field of a lexeme occurrence: the weight label the index gave it (title A, headings B, description/URL C, body D). */
type Field = 'A' | 'B' | 'C' | 'D';

export type Bm25fParams = {
  k1: number;
  /** per field: boost and length normalisation b */
  fields: Record<Field, { weight: number; b: number }>;
  /** share of the score kept by a page lacking some query terms, per missing share (all-terms-first) */
  missingPenalty: number;
  /** bonus for the query terms close together in one field (phrase / proximity), times the BM25 score */
  proximityBoost: number;
};

/** Tuned on nothing but common BM25F practice (title boost 3, headings 2, description 1.5, body 1). */
export const DEFAULT_BM25F: Bm25fParams = {
  k1: 1.2,
  fields: { A: { weight: 3, b: 0.5 }, B: { weight: 2, b: 0.6 }, C: { weight: 1.5, b: 0.6 }, D: { weight: 1, b: 0.75 } },
  missingPenalty: 0.6,
  proximityBoost: 0.3,
};

export type ScoredCandidate = { row: LocalCandidateRow; score: number; matchedShare: number };

/** Robertson–Spärck Jones IDF as BM25 uses it, never negative. */
export function idf(pages: number, df: number): number {
  return Math.log(1 + (pages - df + 0.5) / (df + 0.5));
}

const lengthOf = (row: LocalCandidateRow, f: Field) => (f === 'A' ? row.title_length : f === 'B' ? row.headings_length : f === 'C' ? row.desc_length : row.body_length);
const averageOf = (s: LocalIndexStats, f: Field) => (f === 'A' ? s.avgTitle : f === 'B' ? s.avgHeadings : f === 'C' ? s.avgDesc : s.avgBody);

/**
 * BM25F over the candidates: per query lexeme, the field-weighted, per-field length-normalised term
 * frequency saturated once (k1), times its IDF; then pages with every query term first (a page
 * missing a share of them keeps `1 - missingPenalty * share` of its score) and a proximity boost
 * for the terms close together (the smallest window holding one occurrence of each matched term,
 * within one field). Ties keep the first stage's order.
 */
export function scoreBm25f(rows: LocalCandidateRow[], lexemes: string[], df: Map<string, number>, stats: LocalIndexStats, p: Bm25fParams = DEFAULT_BM25F): ScoredCandidate[] {
  const terms = [...new Set(lexemes)];
  const pages = Math.max(stats.pages, 1);
  const scored = rows.map((row, order) => {
    const hits = new Map((row.hits ?? []).map(([lexeme, positions, weights]) => [lexeme, { positions, weights: weights as Field[] }]));
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const hit = hits.get(term);
      if (!hit) continue;
      matched++;
      const tf: Record<Field, number> = { A: 0, B: 0, C: 0, D: 0 };
      for (const w of hit.weights) tf[w] = (tf[w] ?? 0) + 1;
      let pseudoTf = 0;
      for (const f of ['A', 'B', 'C', 'D'] as Field[]) {
        if (tf[f] === 0) continue;
        const avg = averageOf(stats, f) || 1;
        const norm = 1 - p.fields[f].b + p.fields[f].b * (lengthOf(row, f) / avg);
        pseudoTf += (p.fields[f].weight * tf[f]) / Math.max(norm, 0.05);
      }
      score += idf(pages, df.get(term) ?? 1) * (pseudoTf / (p.k1 + pseudoTf));
    }
    const matchedShare = terms.length === 0 ? 0 : matched / terms.length;
    score *= 1 - p.missingPenalty * (1 - matchedShare);
    if (matched >= 2) score *= 1 + p.proximityBoost * proximity([...hits.values()], matched);
    return { row, score, matchedShare, order };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ row, score, matchedShare }) => ({ row, score, matchedShare }));
}

/**
 * 1 when the matched terms are adjacent in one field (a phrase), falling towards 0 as the
 * smallest window holding one occurrence of each grows; 0 when they never share a field.
 */
export function proximity(hits: { positions: number[]; weights: Field[] }[], matched: number): number {
  let best = Infinity;
  for (const field of ['A', 'B', 'C', 'D'] as Field[]) {
    const lists = hits.map((h) => h.positions.filter((_, i) => h.weights[i] === field)).filter((l) => l.length > 0);
    if (lists.length < matched) continue;
    best = Math.min(best, smallestWindow(lists));
  }
  if (!Number.isFinite(best)) return 0;
  const slack = best - (matched - 1);
  return 1 / (1 + Math.max(0, slack) / 2);
}

/** Width (last - first position) of the smallest window holding one element of every list (sorted ascending). */
export function smallestWindow(lists: number[][]): number {
  const events = lists.flatMap((l, li) => l.map((pos) => [pos, li] as const)).sort((a, b) => a[0] - b[0]);
  const counts = new Array(lists.length).fill(0);
  let covered = 0;
  let left = 0;
  let best = Infinity;
  for (let right = 0; right < events.length; right++) {
    if (counts[events[right][1]]++ === 0) covered++;
    while (covered === lists.length) {
      best = Math.min(best, events[right][0] - events[left][0]);
      if (--counts[events[left][1]] === 0) covered--;
      left++;
    }
  }
  return best;
}
