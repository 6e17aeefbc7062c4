import { envInt, envString } from '@wsa/config';

/** What the model layer needs to know about the endpoint; built once per process from its env. */
export type LlmSettings = {
  /** an OpenAI-compatible base ending in /v1 (Ollama, vLLM, llama.cpp's server, a hosted API) */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** where and by which model texts are embedded; unset = no embeddings */
  embedding?: EmbeddingSettings;
  maxConcurrency: number;
  timeoutMs: number;
  /** the model's context window in tokens: chunking of long pages follows it */
  contextTokens: number;
  /** tokens kept for the answer out of the window */
  maxOutputTokens: number;
};

/**
 * The embedding endpoint, apart from the chat one: the embedded engine may serve only the bundled
 * sentence encoder, and then chat must still count as unconfigured (llmSettings is null).
 */
export type EmbeddingSettings = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  maxConcurrency: number;
  timeoutMs: number;
};

/** The variables every process that may talk to a model declares (gateway, workers). */
export const llmEnv = {
  LLM_BASE_URL: envString(undefined, 'OpenAI-compatible /v1 base URL of a language model (e.g. http://127.0.0.1:11434/v1 for Ollama); unset = model features answer 400 FEATURE_NOT_AVAILABLE'),
  LLM_API_KEY: envString(undefined, 'bearer key for LLM_BASE_URL, when it needs one', { secret: true }),
  LLM_MODEL: envString(undefined, 'chat model name at LLM_BASE_URL (e.g. qwen2.5:7b-instruct); defaults to the first model the endpoint lists'),
  LLM_EMBEDDING_MODEL: envString(undefined, 'embedding model name at LLM_EMBEDDING_BASE_URL or LLM_BASE_URL (e.g. nomic-embed-text), or universal-sentence-encoder: the bundled model, which npm start serves from the embedded engine; unset = no embeddings'),
  LLM_EMBEDDING_BASE_URL: envString(undefined, 'OpenAI-compatible /v1 base URL of the embedding model when it is not LLM_BASE_URL (npm start sets it to the embedded engine for universal-sentence-encoder); embeddings alone do not enable the chat features'),
  LLM_MAX_CONCURRENCY: envInt(2, 'model requests in flight at once per process', { min: 1, max: 256 }),
  LLM_TIMEOUT_MS: envInt(120000, 'longest wait for one model answer', { min: 1000 }),
  LLM_CONTEXT_TOKENS: envInt(8192, "the model's context window in tokens; long pages are split to fit it", { min: 1024 }),
  LLM_MAX_OUTPUT_TOKENS: envInt(1024, 'tokens reserved for each model answer', { min: 64 }),
};

type LlmEnvValues = {
  LLM_BASE_URL?: string; LLM_API_KEY?: string; LLM_MODEL?: string; LLM_EMBEDDING_MODEL?: string; LLM_EMBEDDING_BASE_URL?: string;
  LLM_MAX_CONCURRENCY: number; LLM_TIMEOUT_MS: number; LLM_CONTEXT_TOKENS: number; LLM_MAX_OUTPUT_TOKENS: number;
};

/** The settings, or null when no chat model is configured (the features then refuse with a 400). */
export function llmSettings(e: LlmEnvValues): LlmSettings | null {
  const baseUrl = e.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: e.LLM_API_KEY || undefined,
    model: e.LLM_MODEL?.trim() || '',
    embedding: embeddingSettings(e) ?? undefined,
    maxConcurrency: e.LLM_MAX_CONCURRENCY,
    timeoutMs: e.LLM_TIMEOUT_MS,
    contextTokens: e.LLM_CONTEXT_TOKENS,
    maxOutputTokens: Math.min(e.LLM_MAX_OUTPUT_TOKENS, Math.floor(e.LLM_CONTEXT_TOKENS / 2)),
  };
}

/**
 * The embedding settings, or null without LLM_EMBEDDING_MODEL or an endpoint for it
 * (LLM_EMBEDDING_BASE_URL, else LLM_BASE_URL). LLM_API_KEY goes only to LLM_BASE_URL.
 */
export function embeddingSettings(e: LlmEnvValues): EmbeddingSettings | null {
  const model = e.LLM_EMBEDDING_MODEL?.trim();
  const chatBase = e.LLM_BASE_URL?.trim().replace(/\/+$/, '');
  const baseUrl = e.LLM_EMBEDDING_BASE_URL?.trim().replace(/\/+$/, '') || chatBase;
  if (!model || !baseUrl) return null;
  return {
    baseUrl, model,
    apiKey: baseUrl === chatBase ? e.LLM_API_KEY || undefined : undefined,
    maxConcurrency: e.LLM_MAX_CONCURRENCY,
    timeoutMs: e.LLM_TIMEOUT_MS,
  };
}
