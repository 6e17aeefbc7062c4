import { randomUUID } from 'crypto';
import type { DocsSearchResponse } from '@wsa/contracts';
import { usageOf, type AnswerWriter } from '../answer-writer';
import { composeDocsAnswer, hitReason } from './compose-docs-answer';
import type { DocHit, DocsIndex } from './docs-index';
import { passageRef } from './split-docs';

export type DocsSearchDeps = { docs: DocsIndex; writer?: AnswerWriter; signal?: AbortSignal };

const EVIDENCE = 5;
const PROMPT_PASSAGE_CHARS = 2500;

export const DOCS_SYSTEM_PROMPT =
  'You answer questions about a self-hosted web search and scrape API using only the numbered documentation ' +
  'passages given. Cite the passages you use as [1], [2]. If the passages do not answer the question, say so ' +
  'plainly and do not guess. Be brief and concrete: options, commands and settings by their exact names.';

/** POST /v2/support/docs-search: BM25 over the docs passages; a model (when given) writes a grounded answer. */
export async function searchDocs(deps: DocsSearchDeps, question: string): Promise<DocsSearchResponse> {
  const started = Date.now();
  const hits = deps.docs.search(question, EVIDENCE);
  const evidence = hits.map((hit, i) => ({ pathOrUrl: passageRef(hit.passage), reason: hitReason(hit, i) }));
  const base = { requestId: randomUUID(), evidence };
  if (deps.writer && hits.length > 0) {
    try {
      const written = await deps.writer({ feature: 'docs-search', system: DOCS_SYSTEM_PROMPT, user: docsPrompt(question, hits), signal: deps.signal });
      const usage = usageOf(written);
      return { ...base, answer: written.text.trim(), ...(usage ? { usage } : {}), durationMs: Date.now() - started };
    } catch (err) {
      const warning = `The model could not write the answer (${(err as Error).message}); these are the best matching passages instead.`;
      return { ...base, answer: composeDocsAnswer(question, hits.slice(0, 3)), warning, durationMs: Date.now() - started };
    }
  }
  return { ...base, answer: composeDocsAnswer(question, hits.slice(0, 3)), durationMs: Date.now() - started };
}

export function docsPrompt(question: string, hits: readonly DocHit[]): string {
  const passages = hits.map((h, i) => `[${i + 1}] ${passageRef(h.passage)} (${h.passage.headings.join(' > ') || h.passage.path})\n${h.passage.text.slice(0, PROMPT_PASSAGE_CHARS)}`);
  return `Question: ${question}\n\nDocumentation passages:\n\n${passages.join('\n\n')}`;
}
