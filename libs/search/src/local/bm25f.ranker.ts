import type { LocalCandidateRow, LocalIndexStats } from './local-index.port';

/** Fields of a page as the index labels them: title A, headings B, description/URL words C, body D. */
type Field = 'A' | 'B' | 'C' | 'D';
const FIELDS: Field[] = ['A', 'B', 'C', 'D'];

export type Bm25fParams = {
  k1: number;
  /** per field: boost and length normalisation b */
  fields: Record<Field, { weight: number; b: number }>;
  /** share of the score lost per missing share of the query terms (all-terms-first) */
  missingPenalty: number;
  /** multiplier bonus when the query words appear as a phrase, in order */
  phraseBoost: number;
};

/** Common BM25F practice (title boost 3, headings 2, description 1.5, body 1); not tuned on the judged set. */
export const DEFAULT_BM25F: Bm25fParams = {
  k1: 1.2,
  fields: { A: { weight: 3, b: 0.5 }, B: { weight: 2, b: 0.6 }, C: { weight: 1.5, b: 0.6 }, D: { weight: 1, b: 0.75 } },
  missingPenalty: 0.6,
  phraseBoost: 0.3,
};

export type ScoredCandidate = { row: LocalCandidateRow; score: number; matchedShare: number };

/** Robertson–Spärck Jones IDF as BM25 uses it, never negative. */
export function idf(pages: number, df: number): number {
  return Math.log(1 + (pages - df + 0.5) / (df + 0.5));
}

/**
 * The per-field counts packed by rankIndexedPages: [title + headings/1024, description + body/1024]
 * (a term occurs at most 256 times per field in a tsvector, so both parts are exact).
 */
export function decodeFieldFrequencies(packed: [number, number]): Record<Field, number> {
  const split = (v: number) => {
    const whole = Math.floor(v + 1e-6);
    return [whole, Math.round((v - whole) * 1024)];
  };
  const [a, b] = split(packed[0]);
  const [c, d] = split(packed[1]);
  return { A: a, B: b, C: c, D: d };
}

const lengthOf = (row: LocalCandidateRow, f: Field) => (f === 'A' ? row.title_length : f === 'B' ? row.headings_length : f === 'C' ? row.desc_length : row.body_length);
const averageOf = (s: LocalIndexStats, f: Field) => (f === 'A' ? s.avgTitle : f === 'B' ? s.avgHeadings : f === 'C' ? s.avgDesc : s.avgBody);

/**
 * BM25F over the candidates: per query lexeme, the field-weighted, per-field length-normalised term
 * frequency saturated once (k1), times its IDF; then pages with every query term first (a page
 * missing a share s of them keeps `1 - missingPenalty * s` of its score) and a bonus when the words
 * appear as a phrase. Ties keep the first stage's order. `lexemes` is in the order of `row.tf`.
 */
export function scoreBm25f(rows: LocalCandidateRow[], lexemes: string[], df: Map<string, number>, stats: LocalIndexStats, p: Bm25fParams = DEFAULT_BM25F): ScoredCandidate[] {
  const pages = Math.max(stats.pages, 1);
  const scored = rows.map((row, order) => {
    let score = 0;
    let matched = 0;
    lexemes.forEach((term, i) => {
      const packed = row.tf?.[i];
      if (!packed) return;
      const tf = decodeFieldFrequencies(packed);
      let pseudoTf = 0;
      for (const f of FIELDS) {
        if (tf[f] === 0) continue;
        const avg = averageOf(stats, f) || 1;
        const norm = 1 - p.fields[f].b + p.fields[f].b * (lengthOf(row, f) / avg);
        pseudoTf += (p.fields[f].weight * tf[f]) / Math.max(norm, 0.05);
      }
      if (pseudoTf === 0) return;
      matched++;
      score += idf(pages, Math.min(df.get(term) ?? 1, pages)) * (pseudoTf / (p.k1 + pseudoTf));
    });
    const matchedShare = lexemes.length === 0 ? 0 : matched / lexemes.length;
    score *= 1 - p.missingPenalty * (1 - matchedShare);
    if (row.phrase && matched >= 2) score *= 1 + p.phraseBoost;
    return { row, score, matchedShare, order };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ row, score, matchedShare }) => ({ row, score, matchedShare }));
}
