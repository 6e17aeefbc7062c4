// Words that match everywhere and would make every sentence look relevant.
const STOPWORDS = new Set(
  ('a an and are as at be by for from has have how i in is it its of on or that the this to was were what when where ' +
    'which who why will with you your do does can vs via into about de la le el und der die das').split(' '),
);
const OPERATOR = /^-?(site|filetype|imagesize|larger|inurl|intitle):/i;
const BUDGET_CHARS = 320;
const LONG_SENTENCE = 200;
const RELATIVE_CUTOFF = 0.6;
const SUFFIXES: [string, string][] = [['ies', 'y'], ['ing', ''], ['es', ''], ['ed', ''], ['s', '']];

type Unit = { text: string; index: number; score: number };

/** Content words of the query (operators and stopwords dropped), stemmed, in query order. */
export function queryTerms(query: string): string[] {
  const words = query
    .split(/\s+/)
    .filter((t) => t && !OPERATOR.test(t) && t !== 'OR' && t !== 'AND')
    .flatMap((t) => tokenize(t));
  return [...new Set(words.filter((w) => w.length > 1 && !STOPWORDS.has(w)).map(stem))];
}

function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Crude English suffix folding so "caching" meets "cache" and "types" meets "type". */
export function stem(word: string): string {
  let w = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length) + replacement;
      break;
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** Sentences, with overly long ones cut at clause boundaries so a highlight can be a relevant clause. */
export function splitUnits(snippet: string): string[] {
  const sentences = snippet
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\p{N}"'(])|\s+[·|]\s+|\s*\.\.\.\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.flatMap((s) => (s.length > LONG_SENTENCE ? s.split(/(?<=[;:,])\s+|\s+[–—-]\s+/).filter(Boolean) : [s]));
}

/** Term weights, 1 when unknown. */
export type TermWeights = ReadonlyMap<string, number>;

/**
 * BM25-style inverse document frequency of each query term over a result set's snippets: a term found in
 * every snippet (usually the topic word) says little about which sentence answers the query.
 */
export function termWeights(snippets: string[], query: string): TermWeights {
  const docs = snippets.map((s) => new Set(tokenize(s).map(stem)));
  const n = docs.length;
  return new Map(
    queryTerms(query).map((t) => {
      const df = docs.filter((d) => d.has(t)).length;
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
}

export function scoreUnit(text: string, terms: string[], weights?: TermWeights): number {
  const weight = (t: string) => weights?.get(t) ?? 1;
  const stems = tokenize(text).map(stem);
  const present = new Set(stems);
  let score = terms.filter((t) => present.has(t)).reduce((sum, t) => sum + weight(t), 0);
  // Query terms next to each other in the snippet (a phrase match) are stronger evidence than scattered hits.
  for (let i = 0; i + 1 < terms.length; i++) {
    if (stems.some((s, j) => s === terms[i] && stems[j + 1] === terms[i + 1])) score += (weight(terms[i]) + weight(terms[i + 1])) / 2;
  }
  return score;
}

/**
 * Query-relevant highlights of a snippet: the best-matching sentences (weighted distinct query terms plus a
 * phrase bonus; those under 60% of the best are dropped), up to a size budget, in their original order,
 * gaps marked with "...". Falls back to the snippet when nothing matches.
 */
export function buildHighlights(snippet: string, query: string, weights?: TermWeights): string {
  const terms = queryTerms(query);
  const units: Unit[] = splitUnits(snippet).map((text, index) => ({ text, index, score: scoreUnit(text, terms, weights) }));
  const best = Math.max(0, ...units.map((u) => u.score));
  if (best === 0) return snippet.trim();
  // Sentences well below the best match add length, not relevance.
  const ranked = units.filter((u) => u.score >= best * RELATIVE_CUTOFF).sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: Unit[] = [];
  let used = 0;
  for (const unit of ranked) {
    if (chosen.length > 0 && used + unit.text.length > BUDGET_CHARS) continue;
    chosen.push(unit);
    used += unit.text.length + 1;
  }
  chosen.sort((a, b) => a.index - b.index);
  return chosen.map((u, i) => (i > 0 && u.index !== chosen[i - 1].index + 1 ? `... ${u.text}` : u.text)).join(' ');
}
