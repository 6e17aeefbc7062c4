import { buildCorpus, scoreWindow } from './bm25';
import { blockSentences, sentenceWindows, type Window } from './sentence-windows';
import { markdownBlocks, type TextBlock } from './text-blocks';
import { queryTerms, tokenize, tokenizeCounted, type Token } from './tokens';

export type Passage = {
  /** Verbatim text of the page (markdown inline syntax removed). */
  text: string;
  score: number;
  /** Section headings above the passage, outermost first. */
  headings: string[];
};

export type RankOptions = {
  /** Passages returned (non-overlapping), best first. Default 3. */
  limit?: number;
  /** Longest window in sentences. Default 3. */
  maxSentences?: number;
  /** Windows of several sentences stop growing past this length. Default 600. */
  maxChars?: number;
};

/** The passages of a page most relevant to a query, best first; none when no query term occurs. */
export function rankPassages(blocks: readonly TextBlock[], query: string, opts: RankOptions = {}): Passage[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const sentences = blockSentences(blocks);
  const windows = sentenceWindows(blocks, { maxSentences: opts.maxSentences ?? 3, maxChars: opts.maxChars ?? 600 }, sentences);
  // each sentence is tokenized once; a window's tokens are its sentences' joined (a window holds each sentence up to maxSentences times)
  const sentenceTokens = sentences.map((own) => own.map((s) => tokenizeCounted(s)));
  const tokens = windows.map((w) => windowTokens(sentenceTokens[w.block], w.first, w.last));
  // statistics over single sentences, so overlapping windows do not count a term several times
  const corpus = buildCorpus(tokens.filter((_, i) => windows[i].first === windows[i].last));
  const headingTokens = new Map<string, ReturnType<typeof tokenize>>();
  const scored = windows.map((w, i) => {
    const key = w.headings.join('\n');
    if (!headingTokens.has(key)) headingTokens.set(key, tokenize(key));
    return { w, score: scoreWindow(tokens[i], headingTokens.get(key) ?? [], terms, corpus), matched: tokens[i].some((t) => terms.includes(t.term)) };
  });
  const ranked = scored
    .filter((s) => s.matched)
    .sort((a, b) => b.score - a.score || size(a.w) - size(b.w) || a.w.block - b.w.block || a.w.first - b.w.first);
  return pickDisjoint(ranked.map((s) => s.w), opts.limit ?? 3).map((w) => ({
    text: w.text,
    score: scored.find((s) => s.w === w)?.score ?? 0,
    headings: w.headings,
  }));
}

/** rankPassages over the markdown the scrape produced. */
export function rankMarkdownPassages(markdown: string, query: string, opts: RankOptions = {}): Passage[] {
  return rankPassages(markdownBlocks(markdown), query, opts);
}

const size = (w: Window) => w.last - w.first;

/** The tokens of sentences first..last as one text would give them: positions run on across the joins. */
function windowTokens(sentences: readonly { tokens: Token[]; words: number }[], first: number, last: number): Token[] {
  if (first === last) return sentences[first].tokens;
  const out: Token[] = [];
  let offset = 0;
  for (let i = first; i <= last; i++) {
    for (const t of sentences[i].tokens) out.push({ term: t.term, position: t.position + offset });
    offset += sentences[i].words;
  }
  return out;
}

function pickDisjoint(ranked: readonly Window[], limit: number): Window[] {
  const chosen: Window[] = [];
  for (const w of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.some((c) => c.block === w.block && c.first <= w.last && w.first <= c.last)) continue;
    chosen.push(w);
  }
  return chosen;
}
