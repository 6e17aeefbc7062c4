import { describeEnv } from '@wsa/config';
import { startEmbeddedEngine } from '@wsa/llm-engine';
import { createLogger, onShutdown } from '@wsa/telemetry';
import { loadConfig } from './config';
import { envSpec } from './env';

// The embedded model engine: a GGUF model on CPU and/or the bundled sentence encoder behind the
// OpenAI wire format, so a laptop needs no Ollama. scripts/supervise.js starts it when
// LLM_GGUF_PATH is set and LLM_BASE_URL is not (the gateway and workers get
// LLM_BASE_URL=http://127.0.0.1:<LLM_ENGINE_PORT>/v1), or when LLM_EMBEDDING_MODEL is
// universal-sentence-encoder and no LLM_EMBEDDING_BASE_URL is set (they get that URL as
// LLM_EMBEDDING_BASE_URL, and chat stays unconfigured unless a GGUF model or LLM_BASE_URL gives it).
async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'llm-engine', level: config.logLevel });
  const started = Date.now();
  const engine = await startEmbeddedEngine({
    ...config.engine,
    // request lines carry counts and timings only, never prompts or answers
    log: (fields) => logger.info(fields, 'engine request'),
  });
  logger.info({ baseUrl: engine.baseUrl, models: engine.models, contextTokens: engine.contextTokens, loadMs: Date.now() - started, env: describeEnv(envSpec, config.raw) }, 'embedded model engine listening');
  onShutdown(logger, [() => engine.close()]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'embedded model engine failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
