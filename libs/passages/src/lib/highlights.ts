import { rankMarkdownPassages } from './rank-passages';

const HIGHLIGHT_PASSAGES = 3;

/**
 * The `highlights` format: the page's most relevant passages for the query, verbatim, best first,
 * separated by blank lines. Empty when no query term occurs on the page.
 */
export function highlightsFromMarkdown(markdown: string, query: string): string {
  return rankMarkdownPassages(markdown, query, { limit: HIGHLIGHT_PASSAGES }).map((p) => p.text).join('\n\n');
}

/** The deprecated `query` format in `directQuote` mode: the single best passage, verbatim. */
export function directQuoteFromMarkdown(markdown: string, question: string): string {
  return rankMarkdownPassages(markdown, question, { limit: 1 })[0]?.text ?? '';
}
