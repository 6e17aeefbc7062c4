import { loadConfig } from './config';

describe('llm-engine config', () => {
  it('needs LLM_GGUF_PATH', () => {
    expect(() => loadConfig({})).toThrow(/LLM_GGUF_PATH/);
  });

  it('defaults to one thread on 127.0.0.1:3099 with an 8192-token window', () => {
    expect(loadConfig({ LLM_GGUF_PATH: '/m/model.gguf' }).engine).toEqual({
      ggufPath: '/m/model.gguf', port: 3099, host: '127.0.0.1', threads: 1, contextTokens: 8192, requestTimeoutMs: 300000, maxWaiting: 32,
    });
  });

  it('refuses a bad value at start', () => {
    expect(() => loadConfig({ LLM_GGUF_PATH: '/m.gguf', LLM_ENGINE_THREADS: '0' })).toThrow(/LLM_ENGINE_THREADS/);
  });
});
