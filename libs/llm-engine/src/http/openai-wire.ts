import { z } from 'zod';
import type { EngineMessage, ResponseFormat } from '../engine/engine';

// The request bodies of the OpenAI wire format this engine serves: what Ollama, vLLM and
// llama.cpp's server accept too. Unknown fields are ignored (clients send many); fields whose
// meaning the engine cannot honour (n > 1, tools, images) are refused, never silently dropped.

const textPart = z.object({ type: z.literal('text'), text: z.string() });
const content = z.union([z.string(), z.array(textPart).min(1), z.null()]);

const message = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant']),
  content,
});

const responseFormat = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('json_object') }),
  z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({ name: z.string().optional(), schema: z.record(z.string(), z.unknown()).optional(), strict: z.boolean().nullish() }),
  }),
]);

export const chatCompletionBody = z.object({
  model: z.string().optional(),
  messages: z.array(message).min(1),
  max_tokens: z.number().int().min(1).nullish(),
  max_completion_tokens: z.number().int().min(1).nullish(),
  temperature: z.number().min(0).max(2).nullish(),
  top_p: z.number().gt(0).max(1).nullish(),
  seed: z.number().int().nullish(),
  stop: z.union([z.string(), z.array(z.string()).max(4)]).nullish(),
  n: z.literal(1).nullish(),
  stream: z.boolean().nullish(),
  response_format: responseFormat.nullish(),
  tools: z.array(z.unknown()).max(0, 'tools are not supported by the embedded engine').nullish(),
});
export type ChatCompletionBody = z.infer<typeof chatCompletionBody>;

export const embeddingsBody = z.object({
  model: z.string().optional(),
  input: z.union([z.string(), z.array(z.string()).min(1).max(2048)]),
  encoding_format: z.enum(['float', 'base64']).optional(),
  dimensions: z.number().int().optional(),
});
export type EmbeddingsBody = z.infer<typeof embeddingsBody>;

export function toEngineMessages(body: ChatCompletionBody): EngineMessage[] {
  return body.messages.map((m) => ({
    role: m.role === 'developer' ? 'system' : m.role,
    content: m.content === null ? '' : typeof m.content === 'string' ? m.content : m.content.map((p) => p.text).join(''),
  }));
}

export function toResponseFormat(body: ChatCompletionBody): ResponseFormat {
  const f = body.response_format;
  if (!f || f.type === 'text') return { type: 'text' };
  if (f.type === 'json_object') return { type: 'json_object' };
  // a json_schema format without a schema constrains to any JSON, like json_object
  return f.json_schema.schema ? { type: 'json_schema', schema: f.json_schema.schema } : { type: 'json_object' };
}

/** OpenAI's error body: `{error: {message, type, param, code}}`. */
export function errorBody(message: string, type: string, code: string | null, param: string | null = null) {
  return { error: { message, type, param, code } };
}

/** zod issues as one readable line, with the first offending field as `param` */
export function describeIssues(err: z.ZodError): { message: string; param: string | null } {
  const first = err.issues[0];
  const param = first?.path.length ? first.path.join('.') : null;
  return { message: err.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '), param };
}
