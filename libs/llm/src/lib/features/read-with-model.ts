import { z } from 'zod';
import type { JsonSchema } from '@wsa/contracts';
import type { Llm } from '../llm';
import { extractJson } from './extract-json';
import type { FeatureResult } from './page-chunks';

/**
 * The model fallback of a structured reader (`product`, `menu`) on a page without structured data:
 * the reader's own output schema (one definition, in libs/contracts) is the extraction schema, so
 * the model's answer is checked against the same contract as the model-free reader's.
 */
export async function readWithModel<T>(llm: Llm, req: { markdown: string; outputSchema: z.ZodType<T>; format: string; prompt: string; signal?: AbortSignal }): Promise<FeatureResult<T>> {
  const schema = z.toJSONSchema(req.outputSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  delete schema.$schema;
  const r = await extractJson(llm, { markdown: req.markdown, schema, prompt: req.prompt, format: req.format, signal: req.signal });
  return { ...r, value: req.outputSchema.parse(r.value) };
}
