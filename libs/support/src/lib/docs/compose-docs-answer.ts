import { rankMarkdownPassages } from '@wsa/passages';
import type { DocHit } from './docs-index';
import { passageRef } from './split-docs';

const EXCERPT_CHARS = 700;

/** Why a passage was chosen, as the evidence says it. */
export function hitReason(hit: DocHit, rank: number): string {
  const where = hit.passage.headings.length ? `section "${hit.passage.headings.join(' > ')}"` : 'the top of the file';
  return `${rank === 0 ? 'best match' : `match ${rank + 1}`} (BM25 ${hit.score.toFixed(1)}): ${where}`;
}

/**
 * The answer without a model: for each matched passage, its place and its text quoted verbatim (a
 * long passage by its sentences that best match the question, with the highlights format's scorer).
 */
export function composeDocsAnswer(question: string, hits: readonly DocHit[]): string {
  if (hits.length === 0) {
    return `The documentation of this server has no passage about "${question.slice(0, 200)}". Try other words (an option name such as maxAge, an endpoint such as /v2/scrape, an error code such as SCRAPE_TIMEOUT), or read README.md and docs/.`;
  }
  const parts = hits.map((hit, i) => {
    const title = hit.passage.headings.at(-1) ?? hit.passage.path;
    return `${i + 1}. ${title} (${passageRef(hit.passage)}):\n${excerpt(hit.passage.text, question)}`;
  });
  return `From this server's documentation (no model configured: these are the best matching passages, quoted):\n\n${parts.join('\n\n')}`;
}

/**
 * A short section is quoted whole (its own words and code, in order, without its heading line); a
 * long one (a big table, a long list) by its sentences that best match the question.
 */
function excerpt(markdown: string, question: string): string {
  const body = markdown.replace(/^#{1,6}\s.*\n+/, '').trim();
  if (body.length <= EXCERPT_CHARS) return body;
  const best = rankMarkdownPassages(markdown, question, { limit: 2, maxChars: 400 }).map((p) => p.text);
  const text = best.length ? best.join(' … ') : markdown;
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}
