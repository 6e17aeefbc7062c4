import { rankMarkdownPassages } from '@wsa/passages';
import type { Llm } from '../llm';
import type { FeatureResult } from './page-chunks';

/** Candidates the scorer offers the model; the model only picks among them, by number. */
const CANDIDATES = 12;

const SYSTEM = [
  'You are given numbered passages quoted from one web page and a query.',
  'Choose the passages that best answer or match the query, best first, by their numbers only.',
  'Choose none when no passage is relevant.',
].join(' ');

/**
 * The model path of `highlights` and of the `query` format's directQuote mode: the shared passage
 * scorer proposes verbatim candidates, the model chooses which of them to return. The output is
 * always page text, never text the model wrote.
 */
export async function choosePassages(llm: Llm, markdown: string, query: string, opts: { max: number; format: string; signal?: AbortSignal }): Promise<FeatureResult<string>> {
  // wider windows than the model-free path: the model judges relevance, the scorer only recalls
  const candidates = rankMarkdownPassages(markdown, query, { limit: CANDIDATES });
  if (candidates.length === 0) return { value: '', usage: { inputTokens: 0, outputTokens: 0 }, warnings: [] };
  const schema = {
    type: 'object',
    properties: { passages: { type: 'array', items: { type: 'integer', minimum: 1, maximum: candidates.length }, maxItems: opts.max } },
    required: ['passages'],
    additionalProperties: false,
  };
  const list = candidates.map((c, i) => `[${i + 1}] ${c.text}`).join('\n\n');
  const a = await llm.json(opts.format, { system: SYSTEM, user: `Query: ${query}\n\nChoose at most ${opts.max}.\n\nPassages:\n\n${list}`, schema, schemaName: 'chosen_passages', signal: opts.signal });
  const chosen = [...new Set((a.value as { passages: number[] }).passages)].slice(0, opts.max);
  return { value: chosen.map((n) => candidates[n - 1].text).join('\n\n'), usage: a.usage, warnings: [] };
}
