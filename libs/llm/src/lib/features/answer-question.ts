import type { Llm } from '../llm';
import { addUsage, pageChunks, type FeatureResult } from './page-chunks';

/** What the answer says when the page does not answer the question. */
export const NOT_STATED = 'Not stated on the page.';

const SYSTEM = [
  'You answer a question using only the text of one web page.',
  'If the page states the answer, set "stated" to true and give a short, direct answer in the words of the page where possible.',
  'If the page does not state it, set "stated" to false and "answer" to "". Never use outside knowledge and never guess.',
].join(' ');
const SCHEMA = {
  type: 'object',
  properties: { stated: { type: 'boolean' }, answer: { type: 'string' } },
  required: ['stated', 'answer'],
  additionalProperties: false,
};
const COMBINE = 'You are given answers to one question, each found in a different part of the same web page. Write one short answer that keeps every stated fact and adds nothing.';

/**
 * The `question` format and the `query` format's freeform mode: an answer grounded in the page,
 * asked of each part of a long page; "Not stated on the page." when no part states it.
 */
export async function answerQuestion(llm: Llm, markdown: string, question: string, format = 'question', signal?: AbortSignal): Promise<FeatureResult<string>> {
  const { chunks, warning } = pageChunks(llm, markdown, SYSTEM + JSON.stringify(SCHEMA) + question, format);
  const warnings = warning ? [warning] : [];
  let usage = { inputTokens: 0, outputTokens: 0 };
  const found: string[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : '';
    const a = await llm.json(format, { system: SYSTEM, user: `Question: ${question}\n\nPage${part}:\n\n${chunk}`, schema: SCHEMA, schemaName: 'answer', signal });
    usage = addUsage(usage, a.usage);
    const v = a.value as { stated: boolean; answer: string };
    if (v.stated && v.answer.trim()) found.push(v.answer.trim());
  }
  if (found.length === 0) return { value: NOT_STATED, usage, warnings };
  if (found.length === 1) return { value: found[0], usage, warnings };
  const combined = await llm.text(format, { system: COMBINE, user: `Question: ${question}\n\n${found.map((f, i) => `Answer ${i + 1}: ${f}`).join('\n')}`, signal });
  return { value: combined.text, usage: addUsage(usage, combined.usage), warnings };
}
