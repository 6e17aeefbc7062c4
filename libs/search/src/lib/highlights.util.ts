import { plainTextBlocks, rankMarkdownPassages, rankPassages, splitSentences, type Passage } from '@wsa/passages';

// Search operators shape the provider query; their words ("site", "com") are not what the reader asked about.
const OPERATOR = /^-?(site|filetype|imagesize|larger|inurl|intitle):/i;
/** A provider snippet's highlights stay snippet-sized. */
const BUDGET_CHARS = 320;
/** Page text: the best passage (up to 3 sentences, windows stop growing past 320 characters) and a second one when it fits. */
const PAGE_PASSAGE_CHARS = 320;
const PAGE_BUDGET_CHARS = 480;
/** A single sentence longer than this is cut (at a word) so one run-on line cannot fill the result. */
const LONGEST_PASSAGE = 480;
/** Passages well below the best match add length, not relevance. */
const RELATIVE_CUTOFF = 0.6;

/** The words of a search query that the passages are scored against: operators, `-excluded` words and OR/AND dropped. */
export function highlightQuery(query: string): string {
  return query
    .split(/\s+/)
    .filter((t) => t && !OPERATOR.test(t) && !t.startsWith('-') && t !== 'OR' && t !== 'AND')
    .join(' ');
}

/**
 * Highlights of a provider's snippet: its sentences scored by the one passage scorer (libs/passages:
 * BM25, headings, proximity), those within 60% of the best kept in snippet order up to ~320
 * characters, gaps marked "...". The snippet unchanged when no query word occurs in it.
 */
export function snippetHighlights(snippet: string, query: string): string {
  const text = snippet.replace(/\s+/g, ' ').trim();
  const sentences = splitSentences(text);
  const ranked = rankPassages(plainTextBlocks(text), highlightQuery(query), { limit: sentences.length, maxSentences: 1 });
  if (ranked.length === 0) return text;
  const kept = withinBudget(ranked);
  const order = (p: Passage) => sentences.indexOf(p.text);
  kept.sort((a, b) => order(a) - order(b));
  return kept.map((p, i) => (i > 0 && order(p) !== order(kept[i - 1]) + 1 ? `... ${p.text}` : p.text)).join(' ');
}

/**
 * Highlights of a result's page text (markdown from a scrape or the cache): the page's two passages
 * most relevant to the query, best first, separated by "..." (the second only when both fit ~480
 * characters). Empty when no query word occurs on the page (the caller keeps the provider's snippet
 * then). Two passages rather than one: on the judged sample of bench/search-highlights the answer is
 * in the best passage 22/31 times and in the best two 24/31 (README there).
 */
export function pageTextHighlights(markdown: string, query: string): string {
  const ranked = rankMarkdownPassages(markdown, highlightQuery(query), { limit: 2, maxSentences: 3, maxChars: PAGE_PASSAGE_CHARS });
  return withinBudget(ranked, PAGE_BUDGET_CHARS, 0).map((p) => cut(p.text)).join(' ... ');
}

/** The best passage always; more while they score near it (`cutoff` x the best) and fit the budget. */
function withinBudget(ranked: readonly Passage[], budget = BUDGET_CHARS, cutoff = RELATIVE_CUTOFF): Passage[] {
  const best = ranked[0]?.score ?? 0;
  const chosen: Passage[] = [];
  let used = 0;
  for (const p of ranked) {
    if (chosen.length > 0 && (p.score < best * cutoff || used + p.text.length > budget)) continue;
    chosen.push(p);
    used += p.text.length + 5;
  }
  return chosen;
}

function cut(text: string): string {
  if (text.length <= LONGEST_PASSAGE) return text;
  const head = text.slice(0, LONGEST_PASSAGE);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), LONGEST_PASSAGE / 2))} ...`;
}
