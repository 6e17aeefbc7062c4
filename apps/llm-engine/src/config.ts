import { parseEnv } from '@wsa/config';
import { envSpec } from './env';

/** The only place the engine app reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  if (!e.LLM_GGUF_PATH) throw new Error('LLM_GGUF_PATH is not set: the embedded engine needs a GGUF model file');
  return Object.freeze({
    logLevel: e.LOG_LEVEL,
    engine: Object.freeze({
      ggufPath: e.LLM_GGUF_PATH,
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
