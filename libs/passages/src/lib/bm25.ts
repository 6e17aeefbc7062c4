import type { Token } from './tokens';

const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 0.3;
const PROXIMITY_WEIGHT = 1;

export type Scorable = { text: string; headings: string[] };

/** Term statistics of the page: document frequency over the candidate units. */
export type Corpus = { idf: (term: string) => number; avgLength: number };

export function buildCorpus(units: readonly Token[][]): Corpus {
  const df = new Map<string, number>();
  let total = 0;
  for (const tokens of units) {
    total += tokens.length;
    for (const term of new Set(tokens.map((t) => t.term))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = Math.max(units.length, 1);
  return {
    // BM25+ style floor: a term on every unit still counts a little, never negatively
    idf: (term) => Math.log(1 + (n - (df.get(term) ?? 0) + 0.5) / ((df.get(term) ?? 0) + 0.5)),
    avgLength: total / n || 1,
  };
}

/**
 * BM25 of the window for the query terms, plus the headings above it as weak context, plus a
 * term-proximity boost (BM25TP, Rasolofo & Savoy 2003): pairs of different query terms close to
 * each other add idf-weighted 1/d^2, saturated like term frequency.
 */
export function scoreWindow(tokens: readonly Token[], headingTokens: readonly Token[], terms: readonly string[], corpus: Corpus): number {
  const tf = new Map<string, number>();
  for (const t of tokens) tf.set(t.term, (tf.get(t.term) ?? 0) + 1);
  const norm = K1 * (1 - B + (B * tokens.length) / corpus.avgLength);
  let score = 0;
  const headingTerms = new Set(headingTokens.map((t) => t.term));
  for (const term of terms) {
    const f = tf.get(term) ?? 0;
    const idf = corpus.idf(term);
    score += (idf * f * (K1 + 1)) / (f + norm);
    if (headingTerms.has(term)) score += HEADING_WEIGHT * idf;
  }
  return score + PROXIMITY_WEIGHT * proximity(tokens, terms, corpus);
}

function proximity(tokens: readonly Token[], terms: readonly string[], corpus: Corpus): number {
  const wanted = new Set(terms);
  const hits = tokens.filter((t) => wanted.has(t.term));
  const acc = new Map<string, number>();
  for (let i = 1; i < hits.length; i++) {
    const a = hits[i - 1];
    const b = hits[i];
    if (a.term === b.term) continue;
    const key = a.term < b.term ? `${a.term}\u0000${b.term}` : `${b.term}\u0000${a.term}`;
    const d = b.position - a.position;
    acc.set(key, (acc.get(key) ?? 0) + 1 / (d * d));
  }
  let score = 0;
  for (const [key, value] of acc) {
    const [x, y] = key.split('\u0000');
    score += (Math.min(corpus.idf(x), corpus.idf(y)) * value * (K1 + 1)) / (value + K1);
  }
  return score;
}
