import { parseEnv } from '@wsa/config';
import { SENTENCE_ENCODER_ID } from '@wsa/llm-engine';
import { envSpec } from './env';

/** The only place the engine app reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  // another embedding model name is served elsewhere (LLM_EMBEDDING_BASE_URL, or a GGUF model's own)
  const embeddingModel = e.LLM_EMBEDDING_MODEL?.trim() === SENTENCE_ENCODER_ID ? SENTENCE_ENCODER_ID : undefined;
  if (!e.LLM_GGUF_PATH && !embeddingModel) {
    throw new Error(`LLM_GGUF_PATH is not set and LLM_EMBEDDING_MODEL is not ${SENTENCE_ENCODER_ID}: the embedded engine has no model to serve`);
  }
  return Object.freeze({
    logLevel: e.LOG_LEVEL,
    engine: Object.freeze({
      ggufPath: e.LLM_GGUF_PATH,
      embeddingModel,
      port: e.LLM_ENGINE_PORT,
      host: e.LLM_ENGINE_HOST,
      threads: e.LLM_ENGINE_THREADS,
      contextTokens: e.LLM_CONTEXT_TOKENS,
      requestTimeoutMs: e.LLM_ENGINE_TIMEOUT_MS,
      maxWaiting: e.LLM_ENGINE_MAX_WAITING,
    }),
    raw: e,
  });
}
