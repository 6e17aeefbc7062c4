export { startEmbeddedEngine, type EmbeddedEngine, type EmbeddedEngineOptions } from './start';
export { startEngineServer, type EngineServer, type EngineServerOptions } from './http/engine-server';
export { createLlamaEngine, type LlamaEngineOptions } from './engine/llama-engine';
export type { ChatRequest, ChatResult, EmbedResult, Engine, EngineInfo, EngineMessage, ResponseFormat } from './engine/engine';
export { EngineRequestError } from './engine/engine';
export { toGrammarSchema } from './engine/json-schema-grammar';
export { writeTinyModel, type TinyModelInfo, type TinyModelOptions } from './gguf/tiny-model';
export { writeGguf, type GgufTensor, type GgufValue } from './gguf/gguf-writer';
export { defaultRuntimeDir, loadNodeLlamaCpp } from './runtime/load-runtime';
