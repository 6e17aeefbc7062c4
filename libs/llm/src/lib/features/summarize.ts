import type { Llm } from '../llm';
import { addUsage, pageChunks, type FeatureResult } from './page-chunks';

const SYSTEM = [
  'You summarize one web page for a reader who has not seen it.',
  "Write a few plain sentences in the page's language stating what the page says: its subject, its main points and facts.",
  'Only state what the page states; do not add opinions, advice or outside knowledge. No preamble such as "This page".',
].join(' ');
const MERGE = 'You are given summaries of the successive parts of one web page. Write one summary of the whole page in a few plain sentences, keeping only what the parts state.';

/** The `summary` format: one call for a page that fits the window, map-reduce over its parts otherwise. */
export async function summarize(llm: Llm, markdown: string, signal?: AbortSignal): Promise<FeatureResult<string>> {
  const { chunks, warning } = pageChunks(llm, markdown, SYSTEM, 'summary');
  const warnings = warning ? [warning] : [];
  let usage = { inputTokens: 0, outputTokens: 0 };
  const partials: string[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : '';
    const a = await llm.text('summary', { system: SYSTEM, user: `Page${part}:\n\n${chunk}`, signal });
    usage = addUsage(usage, a.usage);
    partials.push(a.text);
  }
  if (partials.length === 1) return { value: partials[0], usage, warnings };
  const merged = await llm.text('summary', { system: MERGE, user: partials.map((p, i) => `Part ${i + 1}: ${p}`).join('\n\n'), signal });
  return { value: merged.text, usage: addUsage(usage, merged.usage), warnings };
}
