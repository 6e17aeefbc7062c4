import { compileJsonSchema, type JsonSchema } from '@wsa/contracts';
import { LlmError } from '../errors';
import type { Llm } from '../llm';
import { mergeExtracted } from './merge-extracted';
import { addUsage, pageChunks, type FeatureResult } from './page-chunks';

const SYSTEM = [
  'You extract structured data from one web page.',
  'Use only what the page states. When the page does not state a value, use null or leave the field out; never invent one.',
  'Copy names, numbers, prices and dates exactly as the page writes them.',
].join(' ');
const DEFAULT_PROMPT = 'Extract the main information of this page.';
const ANY_OBJECT: JsonSchema = { type: 'object' };

export type ExtractRequest = { markdown: string; schema?: JsonSchema; prompt?: string; format?: string; signal?: AbortSignal };

/**
 * The `json` format: the page's main content, the caller's schema and prompt; each part of a long
 * page is extracted alone and the parts merged (arrays de-duplicated), then validated once more.
 */
export async function extractJson(llm: Llm, req: ExtractRequest): Promise<FeatureResult<unknown>> {
  const schema = req.schema ?? ANY_OBJECT;
  const instructions = `Instructions: ${req.prompt?.trim() || DEFAULT_PROMPT}`;
  const { chunks, warning } = pageChunks(llm, req.markdown, SYSTEM + instructions + JSON.stringify(schema), req.format ?? 'json');
  let usage = { inputTokens: 0, outputTokens: 0 };
  const values: unknown[] = [];
  for (const [i, chunk] of chunks.entries()) {
    const part = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : '';
    const a = await llm.json(req.format ?? 'json', { system: SYSTEM, user: `${instructions}\n\nPage${part}:\n\n${chunk}`, schema, schemaName: 'extraction', signal: req.signal });
    usage = addUsage(usage, a.usage);
    values.push(a.value);
  }
  const merged = values.reduce((acc, v) => mergeExtracted(acc, v));
  const compiled = compileJsonSchema(schema);
  const warnings = warning ? [warning] : [];
  if (!compiled.ok) throw new LlmError('refused', compiled.message);
  if (compiled.schema.check(merged).ok) return { value: merged, usage, warnings };
  // parts valid alone can merge into an invalid whole (e.g. maxItems): keep the first part's value
  warnings.push(`The ${req.format ?? 'json'} values of the page's ${chunks.length} parts could not be merged into one valid value; the first part's value is returned.`);
  return { value: values[0], usage, warnings };
}
