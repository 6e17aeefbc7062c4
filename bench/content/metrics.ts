// The benchmarks' own metrics (see each dataset's SOURCE.md) and markdown -> plain text.

export type Prf = { precision: number; recall: number; f1: number };

// JS \w is ASCII-only even with /u; the benchmarks (Python) use Unicode \w: letters, digits, underscore.
const WORD = /[\p{L}\p{N}_]+/gu;

function tokens(text: string, lower: boolean): string[] {
  return (lower ? text.toLowerCase() : text).match(WORD) ?? [];
}

function counts(items: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const item of items) m.set(item, (m.get(item) ?? 0) + 1);
  return m;
}

function overlap(pred: Map<string, number>, truth: Map<string, number>): number {
  let tp = 0;
  for (const [k, n] of pred) tp += Math.min(n, truth.get(k) ?? 0);
  return tp;
}

function prf(predItems: string[], truthItems: string[]): { precision: number; recall: number } {
  if (predItems.length === 0) return { precision: truthItems.length === 0 ? 1 : 0, recall: truthItems.length === 0 ? 1 : 0 };
  if (truthItems.length === 0) return { precision: 0, recall: 1 };
  const tp = overlap(counts(predItems), counts(truthItems));
  return { precision: tp / predItems.length, recall: tp / truthItems.length };
}

function shingles(words: string[], n: number): string[] {
  if (words.length < n) return words.length > 0 ? [words.join(' ')] : [];
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i += 1) out.push(words.slice(i, i + n).join(' '));
  return out;
}

/** AEB: 4-gram shingles of \w+ tokens with multiplicity. */
export function aebScore(pred: string, truth: string): { precision: number; recall: number } {
  return prf(shingles(tokens(pred, false), 4), shingles(tokens(truth, false), 4));
}

/** WCXB: lower-cased \w+ bag of words. */
export function wcxbScore(pred: string, truth: string): Prf {
  const { precision, recall } = prf(tokens(pred, true), tokens(truth, true));
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

export function harmonic(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Markdown to the plain text a reader sees: no URLs, no markup, no escapes. */
export function markdownToText(md: string): string {
  return md
    .replace(/^(`{3,}|~{3,}).*$/gm, '')
    .replace(/!\[([^\]]*)\]\((?:<[^>]*>|[^)]*)\)/g, '') // alt text is not visible page text
    .replace(/\[([^\]]*)\]\((?:<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/^\|?(?:\s*:?-{3,}:?\s*\|)+\s*$/gm, '')
    .replace(/\s\|\s|^\|\s?|\s?\|$/gm, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .replace(/[*_]{1,3}(\S[^*_]*?)[*_]{1,3}/g, '$1');
}
