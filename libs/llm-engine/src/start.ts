import type { Engine } from './engine/engine';
import type { EmbeddingModel } from './engine/embedding-model';
import { createLlamaEngine } from './engine/llama-engine';
import { startEngineServer } from './http/engine-server';
import { createSentenceEncoder, SENTENCE_ENCODER_ID } from './sentence-encoder/sentence-encoder';

export type EmbeddedEngineOptions = {
  /** a GGUF model file (any llama.cpp architecture: Qwen2.5, Llama 3.2, Phi, Gemma...); unset = no chat model */
  ggufPath?: string;
  /** `universal-sentence-encoder`: also serve the bundled embedding model under that name */
  embeddingModel?: string;
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
  /** OpenAI-compatible base, ending in /v1: what LLM_BASE_URL (or LLM_EMBEDDING_BASE_URL) is set to */
  baseUrl: string;
  /** the GGUF chat model's id, or the embedding model's when there is no chat model */
  modelId: string;
  /** every model served (GET /v1/models) */
  models: string[];
  /** false when only embeddings are served */
  chat: boolean;
  contextTokens: number;
  embeddingSize: number;
  close(): Promise<void>;
};

/** Which embedding model names the engine can serve by itself (LLM_EMBEDDING_MODEL values). */
export const BUILT_IN_EMBEDDING_MODELS = [SENTENCE_ENCODER_ID] as const;

/** Loads the models in this process and serves them over HTTP (the OpenAI wire format). */
export async function startEmbeddedEngine(opts: EmbeddedEngineOptions): Promise<EmbeddedEngine> {
  if (opts.embeddingModel && opts.embeddingModel !== SENTENCE_ENCODER_ID) {
    throw new Error(`the embedded engine has no embedding model named ${opts.embeddingModel} (built in: ${SENTENCE_ENCODER_ID})`);
  }
  if (!opts.ggufPath && !opts.embeddingModel) throw new Error(`the embedded engine needs a GGUF model file or the embedding model ${SENTENCE_ENCODER_ID}`);
  const loaded: Array<Engine | EmbeddingModel> = [];
  try {
    const engine = opts.ggufPath ? await createLlamaEngine({ ggufPath: opts.ggufPath, contextTokens: opts.contextTokens, threads: opts.threads, runtimeDir: opts.runtimeDir }) : undefined;
    if (engine) loaded.push(engine);
    const encoder = opts.embeddingModel ? await createSentenceEncoder() : undefined;
    if (encoder) loaded.push(encoder);
    const server = await startEngineServer({
      engine, embeddingModels: encoder ? [encoder] : [], port: opts.port, host: opts.host, maxWaiting: opts.maxWaiting, requestTimeoutMs: opts.requestTimeoutMs, log: opts.log,
    });
    return {
      baseUrl: server.baseUrl,
      modelId: engine?.info.modelId ?? encoder!.id,
      models: [...(engine ? [engine.info.modelId] : []), ...(encoder ? [encoder.id] : [])],
      chat: Boolean(engine),
      contextTokens: engine?.info.contextTokens ?? 0,
      embeddingSize: encoder?.dimensions ?? engine!.info.embeddingSize,
      async close() {
        await server.close();
        for (const m of loaded) await m.close();
      },
    };
  } catch (err) {
    for (const m of loaded) await m.close();
    throw err;
  }
}
