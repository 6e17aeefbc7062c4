import { loadConfig } from './config';

describe('llm-engine config', () => {
  it('needs LLM_GGUF_PATH or the built-in embedding model', () => {
    expect(() => loadConfig({})).toThrow(/LLM_GGUF_PATH/);
    expect(() => loadConfig({ LLM_EMBEDDING_MODEL: 'nomic-embed-text' })).toThrow(/LLM_GGUF_PATH/);
  });

  it('serves the sentence encoder when LLM_EMBEDDING_MODEL names it, with or without a GGUF model', () => {
    expect(loadConfig({ LLM_EMBEDDING_MODEL: 'universal-sentence-encoder' }).engine).toMatchObject({ ggufPath: undefined, embeddingModel: 'universal-sentence-encoder' });
    expect(loadConfig({ LLM_GGUF_PATH: '/m.gguf', LLM_EMBEDDING_MODEL: 'universal-sentence-encoder' }).engine).toMatchObject({ ggufPath: '/m.gguf', embeddingModel: 'universal-sentence-encoder' });
    expect(loadConfig({ LLM_GGUF_PATH: '/m.gguf', LLM_EMBEDDING_MODEL: 'nomic-embed-text' }).engine.embeddingModel).toBeUndefined();
  });

  it('defaults to one thread on 127.0.0.1:3099 with an 8192-token window', () => {
    expect(loadConfig({ LLM_GGUF_PATH: '/m/model.gguf' }).engine).toEqual({
      ggufPath: '/m/model.gguf', embeddingModel: undefined, port: 3099, host: '127.0.0.1', threads: 1, contextTokens: 8192, requestTimeoutMs: 300000, maxWaiting: 32,
    });
  });

  it('refuses a bad value at start', () => {
    expect(() => loadConfig({ LLM_GGUF_PATH: '/m.gguf', LLM_ENGINE_THREADS: '0' })).toThrow(/LLM_ENGINE_THREADS/);
  });
});
