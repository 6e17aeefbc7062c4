import { createLlamaEngine } from './engine/llama-engine';
import { startEngineServer } from './http/engine-server';

export type EmbeddedEngineOptions = {
  /** a GGUF model file (any llama.cpp architecture: Qwen2.5, Llama 3.2, Phi, Gemma...) */
  ggufPath: string;
  /** 0 or unset: a free port */
  port?: number;
  host?: string;
  contextTokens: number;
  threads: number;
  maxWaiting?: number;
  requestTimeoutMs?: number;
  runtimeDir?: string;
  log?: (fields: Record<string, unknown>) => void;
};

export type EmbeddedEngine = {
  /** OpenAI-compatible base, ending in /v1: what LLM_BASE_URL is set to */
  baseUrl: string;
  modelId: string;
  contextTokens: number;
  embeddingSize: number;
  close(): Promise<void>;
};

/** Loads the model in this process and serves it over HTTP (the OpenAI wire format). */
export async function startEmbeddedEngine(opts: EmbeddedEngineOptions): Promise<EmbeddedEngine> {
  const engine = await createLlamaEngine({ ggufPath: opts.ggufPath, contextTokens: opts.contextTokens, threads: opts.threads, runtimeDir: opts.runtimeDir });
  try {
    const server = await startEngineServer({
      engine, port: opts.port, host: opts.host, maxWaiting: opts.maxWaiting, requestTimeoutMs: opts.requestTimeoutMs, log: opts.log,
    });
    return {
      baseUrl: server.baseUrl,
      modelId: engine.info.modelId,
      contextTokens: engine.info.contextTokens,
      embeddingSize: engine.info.embeddingSize,
      async close() {
        await server.close();
        await engine.close();
      },
    };
  } catch (err) {
    await engine.close();
    throw err;
  }
}
