import path from 'path';
import type { ChatHistoryItem, LlamaEmbeddingContext, LlamaGrammar } from '../../runtime/node_modules/node-llama-cpp/dist/index.js';
import { loadNodeLlamaCpp } from '../runtime/load-runtime';
import { type ChatRequest, type ChatResult, type EmbedResult, type Engine, EngineRequestError, type ResponseFormat } from './engine';
import { toGrammarSchema } from './json-schema-grammar';

export type LlamaEngineOptions = {
  ggufPath: string;
  /** context window of chat requests (capped at the model's training context) */
  contextTokens: number;
  /** CPU threads llama.cpp uses (1 on a 2-core machine shared with the workers) */
  threads: number;
  /** the folder holding node-llama-cpp (default libs/llm-engine/runtime) */
  runtimeDir?: string;
};

const GRAMMAR_CACHE = 32;

/**
 * llama.cpp on CPU through node-llama-cpp, with the prebuilt binaries only: `build: "never"`
 * never compiles, `gpu: false` never probes CUDA/Vulkan, and nothing is downloaded. One chat
 * context (one sequence: requests are serialized by the HTTP layer) reuses the KV cache of the
 * prompt prefix it shares with the previous request; embeddings get their own context, made on
 * first use.
 */
export async function createLlamaEngine(opts: LlamaEngineOptions): Promise<Engine> {
  const lib = await loadNodeLlamaCpp(opts.runtimeDir);
  const llama = await lib.getLlama({
    gpu: false, build: 'never', usePrebuiltBinaries: true, skipDownload: true, progressLogs: false,
    logLevel: lib.LlamaLogLevel.error, maxThreads: opts.threads,
  });
  const model = await llama.loadModel({ modelPath: opts.ggufPath, gpuLayers: 0 }).catch(async (err) => {
    await llama.dispose();
    throw new Error(`cannot load the model ${opts.ggufPath}: ${err?.message ?? err}`);
  });
  const contextTokens = Math.min(opts.contextTokens, model.trainContextSize);
  const context = await model.createContext({ contextSize: contextTokens, threads: opts.threads, sequences: 1 });
  const chat = new lib.LlamaChat({ contextSequence: context.getSequence() });
  let embeddingContext: Promise<LlamaEmbeddingContext> | undefined;
  const grammars = new Map<string, Promise<LlamaGrammar>>();

  function grammarFor(format: ResponseFormat): Promise<LlamaGrammar> | undefined {
    if (format.type === 'text') return undefined;
    const key = format.type === 'json_object' ? 'json' : JSON.stringify(format.schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = format.type === 'json_object'
        ? llama.getGrammarFor('json')
        : llama.createGrammarForJsonSchema(toGrammarSchema(format.schema) as Parameters<typeof llama.createGrammarForJsonSchema>[0]);
      grammar.catch(() => grammars.delete(key));
      if (grammars.size >= GRAMMAR_CACHE) grammars.delete(grammars.keys().next().value as string);
      grammars.set(key, grammar);
    }
    return grammar.catch((err) => {
      throw new EngineRequestError(`the JSON schema cannot be turned into a grammar: ${err?.message ?? err}`, 'invalid_json_schema', 'response_format.json_schema.schema');
    });
  }

  return {
    info: {
      modelId: path.basename(opts.ggufPath).replace(/\.gguf$/i, ''),
      contextTokens,
      trainContextTokens: model.trainContextSize,
      embeddingSize: model.embeddingVectorSize,
      threads: opts.threads,
    },

    async chat(req: ChatRequest): Promise<ChatResult> {
      const history: ChatHistoryItem[] = req.messages.map((m): ChatHistoryItem =>
        m.role === 'assistant' ? { type: 'model', response: [m.content] } : m.role === 'system' ? { type: 'system', text: m.content } : { type: 'user', text: m.content });
      // the answer continues a trailing assistant message (prefill), else starts a new one
      if (history[history.length - 1]?.type !== 'model') history.push({ type: 'model', response: [] });
      const promptTokens = chat.chatWrapper.generateContextState({ chatHistory: history }).contextText.tokenize(model.tokenizer).length;
      const room = contextTokens - promptTokens;
      // never let llama.cpp drop the start of the conversation to make room (a silent truncation)
      if (room < 1) {
        throw new EngineRequestError(`the messages are ${promptTokens} tokens; this model's context is ${contextTokens} tokens`, 'context_length_exceeded', 'messages');
      }
      const grammar = await grammarFor(req.responseFormat);
      let completionTokens = 0;
      const res = await chat.generateResponse(history, {
        grammar,
        maxTokens: Math.min(req.maxTokens ?? room, room),
        temperature: req.temperature ?? 0.8,
        topP: req.topP,
        seed: req.seed,
        customStopTriggers: req.stop?.length ? req.stop : undefined,
        signal: req.signal,
        stopOnAbortSignal: false,
        onToken: (tokens) => { completionTokens += tokens.length; },
        onTextChunk: req.onText,
      });
      return {
        content: res.response,
        finishReason: res.metadata.stopReason === 'maxTokens' ? 'length' : 'stop',
        promptTokens,
        completionTokens,
      };
    },

    async embed(inputs: string[], signal: AbortSignal): Promise<EmbedResult> {
      embeddingContext ??= model.createEmbeddingContext({ contextSize: contextTokens, threads: opts.threads });
      const ctx = await embeddingContext;
      const vectors: number[][] = [];
      let promptTokens = 0;
      for (const [i, text] of inputs.entries()) {
        signal.throwIfAborted();
        const tokens = model.tokenize(text);
        if (tokens.length > contextTokens) {
          throw new EngineRequestError(`input[${i}] is ${tokens.length} tokens; this model's context is ${contextTokens} tokens`, 'context_length_exceeded', 'input');
        }
        promptTokens += tokens.length;
        const { vector } = await ctx.getEmbeddingFor(tokens);
        // unit length, like OpenAI's and llama.cpp's server: cosine similarity is a dot product
        const norm = Math.hypot(...vector) || 1;
        vectors.push(Array.from(vector, (v) => v / norm));
      }
      return { vectors, promptTokens };
    },

    async close() {
      if (embeddingContext) await (await embeddingContext.catch(() => undefined))?.dispose();
      chat.dispose();
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}
