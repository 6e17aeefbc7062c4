import { embeddingSettings, llmSettings } from './settings';

const base = { LLM_MAX_CONCURRENCY: 2, LLM_TIMEOUT_MS: 5000, LLM_CONTEXT_TOKENS: 4096, LLM_MAX_OUTPUT_TOKENS: 512 };

describe('llm settings: chat and embeddings apart', () => {
  it('embeddings alone (the engine serving the sentence encoder) leave chat unconfigured', () => {
    const e = { ...base, LLM_EMBEDDING_MODEL: 'universal-sentence-encoder', LLM_EMBEDDING_BASE_URL: 'http://127.0.0.1:3099/v1/' };
    expect(llmSettings(e)).toBeNull();
    expect(embeddingSettings(e)).toEqual({ baseUrl: 'http://127.0.0.1:3099/v1', model: 'universal-sentence-encoder', apiKey: undefined, maxConcurrency: 2, timeoutMs: 5000 });
  });

  it('embeddings default to LLM_BASE_URL and its key; a separate endpoint never gets that key', () => {
    const same = { ...base, LLM_BASE_URL: 'https://api.example/v1', LLM_API_KEY: 'k', LLM_EMBEDDING_MODEL: 'nomic-embed-text' };
    expect(llmSettings(same)?.embedding).toMatchObject({ baseUrl: 'https://api.example/v1', apiKey: 'k', model: 'nomic-embed-text' });
    const apart = { ...same, LLM_EMBEDDING_BASE_URL: 'http://127.0.0.1:3099/v1' };
    expect(llmSettings(apart)?.embedding).toMatchObject({ baseUrl: 'http://127.0.0.1:3099/v1', apiKey: undefined });
  });

  it('no embedding model, or no endpoint for it: no embeddings', () => {
    expect(embeddingSettings({ ...base, LLM_BASE_URL: 'http://x/v1' })).toBeNull();
    expect(embeddingSettings({ ...base, LLM_EMBEDDING_MODEL: 'nomic-embed-text' })).toBeNull();
    expect(llmSettings({ ...base, LLM_BASE_URL: 'http://x/v1' })?.embedding).toBeUndefined();
  });
});
