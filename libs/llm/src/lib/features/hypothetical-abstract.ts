import type { Llm } from '../llm';

const SYSTEM = [
  'You write the abstract of a research paper that would answer a literature search.',
  'Given the search, write one plausible abstract of 80 to 150 words in the style of a scientific abstract: background, method, result.',
  'Use the technical vocabulary such a paper would use. Plain text only: no title, no preamble, no citations.',
].join(' ');

/**
 * HyDE (Gao et al. 2022, "Precise Zero-Shot Dense Retrieval without Relevance Labels"): a
 * hypothetical abstract for a paper search, whose embedding stands beside the query's in the
 * Research Index's rerank, so papers phrased in the field's words match a query phrased in the
 * user's. What it states may be wrong; only its vocabulary is used.
 */
export async function hypotheticalAbstract(llm: Llm, query: string, signal?: AbortSignal): Promise<string> {
  const a = await llm.text('research-hyde', { system: SYSTEM, user: `Search: ${query}`, maxTokens: 260, signal });
  return a.text.trim();
}
