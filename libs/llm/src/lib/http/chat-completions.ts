import { LlmError } from '../errors';
import type { LlmSettings } from '../settings';
import { type Endpoint, getJson, postJson } from './openai-http';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; schema: Record<string, unknown>; strict: boolean } }
  | { type: 'json_object' };
export type Usage = { inputTokens: number; outputTokens: number };
export type ChatAnswer = { content: string; usage: Usage; finishReason?: string };

type ChatResponse = {
  choices?: { message?: { content?: string | null; reasoning_content?: string | null }; finish_reason?: string }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
};

/** One chat completion (`POST {base}/chat/completions`), the wire every server we target speaks. */
export async function chatCompletion(
  settings: LlmSettings,
  model: string,
  messages: ChatMessage[],
  opts: { responseFormat?: ResponseFormat; maxTokens?: number; signal?: AbortSignal } = {},
): Promise<ChatAnswer> {
  const body = {
    model,
    messages,
    temperature: 0,
    max_tokens: opts.maxTokens ?? settings.maxOutputTokens,
    stream: false,
    ...(opts.responseFormat ? { response_format: opts.responseFormat } : {}),
  };
  const res = (await postJson(settings, '/chat/completions', body, opts.signal)) as ChatResponse;
  const choice = res.choices?.[0];
  const content = choice?.message?.content;
  if (typeof content !== 'string') throw new LlmError('invalid_output', 'the answer had no message content');
  return {
    content: withoutReasoning(content),
    finishReason: choice?.finish_reason,
    usage: { inputTokens: res.usage?.prompt_tokens ?? 0, outputTokens: res.usage?.completion_tokens ?? 0 },
  };
}

/**
 * The answer without the reasoning that thinking models (Qwen3, DeepSeek-R1, served by Ollama or
 * llama.cpp without a reasoning parser) write inline as <think>...</think> before it.
 */
export function withoutReasoning(content: string): string {
  return content.replace(/^\s*<think>[\s\S]*?<\/think>\s*/i, '').replace(/^\s*<think>[\s\S]*$/i, '');
}

/** `POST {base}/embeddings`, vectors in input order. */
export async function embeddings(settings: Endpoint, model: string, input: string[], signal?: AbortSignal): Promise<{ vectors: number[][]; inputTokens: number }> {
  const res = (await postJson(settings, '/embeddings', { model, input }, signal)) as { data?: { index?: number; embedding?: number[] }[]; usage?: { prompt_tokens?: number } };
  const data = res.data ?? [];
  if (data.length !== input.length || data.some((d) => !Array.isArray(d.embedding))) throw new LlmError('invalid_output', 'the embeddings answer did not hold one vector per input');
  const vectors = [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((d) => d.embedding as number[]);
  return { vectors, inputTokens: res.usage?.prompt_tokens ?? 0 };
}

/** The first model the endpoint lists (`GET {base}/models`), for when LLM_MODEL is not set. */
export async function firstListedModel(settings: LlmSettings): Promise<string> {
  const res = (await getJson(settings, '/models')) as { data?: { id?: string }[] };
  const id = res.data?.find((m) => typeof m.id === 'string')?.id;
  if (!id) throw new LlmError('refused', 'LLM_MODEL is not set and the endpoint lists no model');
  return id;
}
