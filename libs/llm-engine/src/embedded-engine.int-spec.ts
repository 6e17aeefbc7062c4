import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { compileJsonSchema } from '@wsa/contracts';
import { type EmbeddedEngine, startEmbeddedEngine, writeTinyModel } from './index';

// The real engine (llama.cpp through node-llama-cpp, prebuilt CPU binaries) on a random-weight
// model generated here: it proves the HTTP path, the tokenizer counts and the grammar, never
// the meaning of an answer (that is the stand-in's job in libs/llm).

let dir: string;
let engine: EmbeddedEngine;
let ggufPath: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'llm-engine-'));
  ggufPath = (await writeTinyModel(path.join(dir, 'tiny-random.gguf'))).path;
  engine = await startEmbeddedEngine({ ggufPath, contextTokens: 1024, threads: 1 });
}, 60000);

afterAll(async () => {
  await engine?.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (base: string, route: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
const chat = async (body: Record<string, unknown>, base = engine.baseUrl) => {
  const res = await post(base, '/chat/completions', { model: 'any', ...body });
  return { status: res.status, body: (await res.json()) as any };
};
const messages = [{ role: 'system', content: 'Extract the product from the page.' }, { role: 'user', content: 'Page: Acme anvil, 12 kg, in stock, tags: iron, heavy.' }];

const productSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    weightKg: { type: 'number' },
    count: { type: 'integer' },
    inStock: { type: 'boolean' },
    kind: { type: 'string', enum: ['tool', 'toy', 'food'] },
    tags: { type: 'array', items: { type: 'string' } },
    maker: { type: 'object', properties: { name: { type: 'string' }, country: { type: ['string', 'null'] } }, required: ['name', 'country'], additionalProperties: false },
  },
  required: ['name', 'weightKg', 'count', 'inStock', 'kind', 'tags', 'maker'],
  additionalProperties: false,
};

describe('the embedded engine on a generated model', () => {
  it('serves the model it loaded on GET /v1/models', async () => {
    const res = await fetch(`${engine.baseUrl}/models`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.object).toBe('list');
    expect(body.data).toEqual([expect.objectContaining({ id: 'tiny-random', object: 'model', meta: expect.objectContaining({ context_length: 1024, embedding_length: 64 }) })]);
  });

  it('answers json_schema requests with JSON valid against the schema, at any temperature (the grammar holds it)', async () => {
    const check = compileJsonSchema(productSchema);
    if (!check.ok) throw new Error(check.message);
    for (const [i, temperature] of [0, 0.7, 1, 1.5].entries()) {
      const { status, body } = await chat({
        messages, temperature, seed: i, max_tokens: 400,
        response_format: { type: 'json_schema', json_schema: { name: 'product', schema: productSchema, strict: true } },
      });
      expect(status).toBe(200);
      expect(body.choices[0].finish_reason).toBe('stop');
      const value = JSON.parse(body.choices[0].message.content);
      expect(check.schema.check(value)).toEqual({ ok: true });
    }
  });

  it('maps JSON Schema the grammar library lacks (anyOf, definitions, $ref, type lists with object)', async () => {
    const schema = {
      definitions: { tag: { type: 'string', maxLength: 12 } },
      type: 'object',
      properties: {
        id: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
        tags: { type: 'array', items: { $ref: '#/definitions/tag' }, maxItems: 3 },
        extra: { type: ['object', 'null'], properties: { note: { type: 'string' } }, required: ['note'], additionalProperties: false },
      },
      required: ['id', 'tags', 'extra'],
      additionalProperties: false,
    };
    const check = compileJsonSchema(schema);
    if (!check.ok) throw new Error(check.message);
    for (const seed of [1, 2, 3]) {
      const { status, body } = await chat({ messages, temperature: 1, seed, max_tokens: 300, response_format: { type: 'json_schema', json_schema: { name: 'x', schema, strict: true } } });
      expect(status).toBe(200);
      expect(check.schema.check(JSON.parse(body.choices[0].message.content))).toEqual({ ok: true });
    }
  });

  it('answers json_object requests with parseable JSON', async () => {
    for (const seed of [1, 2]) {
      const { status, body } = await chat({ messages, temperature: 1, seed, max_tokens: 400, response_format: { type: 'json_object' } });
      expect(status).toBe(200);
      expect(() => JSON.parse(body.choices[0].message.content)).not.toThrow();
    }
  });

  it('counts tokens in usage with the model tokenizer, and is deterministic at temperature 0 across requests', async () => {
    const fmt = { type: 'json_schema', json_schema: { name: 'p', schema: productSchema } };
    const a = await chat({ messages, temperature: 0, response_format: fmt });
    const longer = await chat({ messages: [...messages, { role: 'user', content: 'More text. '.repeat(40) }], temperature: 0, response_format: fmt });
    const again = await chat({ messages, temperature: 0, response_format: fmt });
    expect(again.body.choices[0].message.content).toBe(a.body.choices[0].message.content); // the reused KV cache changes nothing
    const u = a.body.usage;
    expect(u.prompt_tokens).toBeGreaterThan(20);
    expect(u.completion_tokens).toBeGreaterThan(5);
    expect(u.total_tokens).toBe(u.prompt_tokens + u.completion_tokens);
    expect(longer.body.usage.prompt_tokens).toBeGreaterThan(u.prompt_tokens + 40);
  });

  it('stops at max_tokens with finish_reason length', async () => {
    const { body } = await chat({ messages, max_tokens: 3, temperature: 1 });
    expect(body.choices[0].finish_reason).toBe('length');
    expect(body.usage.completion_tokens).toBe(3);
  });

  it('streams server-sent events when asked to', async () => {
    const res = await post(engine.baseUrl, '/chat/completions', { messages, stream: true, temperature: 0, response_format: { type: 'json_object' } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await res.text()).split('\n\n').filter(Boolean).map((e) => e.replace(/^data: /, ''));
    expect(events.pop()).toBe('[DONE]');
    const chunks = events.map((e) => JSON.parse(e));
    const text = chunks.map((c) => c.choices[0].delta.content ?? '').join('');
    expect(() => JSON.parse(text)).not.toThrow();
    expect(chunks[chunks.length - 1].choices[0].finish_reason).toBe('stop');
  });

  it('returns unit-length embeddings of the model dimension, as floats or base64', async () => {
    const res = await post(engine.baseUrl, '/embeddings', { model: 'any', input: ['first text', 'a rather different second text'] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.data).toHaveLength(2);
    for (const d of body.data) {
      expect(d.embedding).toHaveLength(64);
      expect(Math.hypot(...d.embedding)).toBeCloseTo(1, 4);
    }
    expect(body.data[0].embedding).not.toEqual(body.data[1].embedding);
    expect(body.usage.prompt_tokens).toBeGreaterThan(5);
    const b64 = (await (await post(engine.baseUrl, '/embeddings', { input: 'first text', encoding_format: 'base64' })).json()) as any;
    const floats = new Float32Array(Uint8Array.from(Buffer.from(b64.data[0].embedding, 'base64')).buffer);
    expect(Array.from(floats)).toEqual(body.data[0].embedding.map((v: number) => Math.fround(v)));
  });

  it('refuses bad requests in OpenAI error shape', async () => {
    const noMessages = await chat({ messages: [] });
    expect(noMessages.status).toBe(400);
    expect(noMessages.body.error).toMatchObject({ type: 'invalid_request_error', param: 'messages' });
    const badJson = await fetch(`${engine.baseUrl}/chat/completions`, { method: 'POST', body: '{"messages": [' });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as any).error.code).toBe('invalid_json');
    const tooLong = await chat({ messages: [{ role: 'user', content: 'word '.repeat(3000) }] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ code: 'context_length_exceeded', param: 'messages' });
    const notFound = await fetch(`${engine.baseUrl}/completions/legacy`);
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as any).error.type).toBe('invalid_request_error');
    const emptyInput = await post(engine.baseUrl, '/embeddings', { input: '' });
    expect(emptyInput.status).toBe(400);
    const huge = await post(engine.baseUrl, '/embeddings', { input: 'x'.repeat(17 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as any).error.code).toBe('body_too_large');
  });
});

describe('a model file that cannot be loaded', () => {
  it('fails to start with an error naming the file (missing, not GGUF, truncated), never a crash', async () => {
    const notGguf = path.join(dir, 'not-a-model.gguf');
    const truncated = path.join(dir, 'truncated.gguf');
    writeFileSync(notGguf, 'hello, I am text');
    writeFileSync(truncated, readFileSync(ggufPath).subarray(0, 200_000));
    for (const p of [path.join(dir, 'missing.gguf'), notGguf, truncated]) {
      await expect(startEmbeddedEngine({ ggufPath: p, contextTokens: 512, threads: 1 })).rejects.toThrow(`cannot load the model ${p}`);
    }
  });
});

describe('a slow generation', () => {
  // a model that never ends free text by itself, and a context long enough to take seconds
  let slow: EmbeddedEngine;
  beforeAll(async () => {
    const p = (await writeTinyModel(path.join(dir, 'never-ends.gguf'), { eosBias: -30, embedding: 512, layers: 4, heads: 8, seed: 7 })).path;
    slow = await startEmbeddedEngine({ ggufPath: p, contextTokens: 4096, threads: 1, requestTimeoutMs: 2500, maxWaiting: 1 });
  }, 60000);
  afterAll(() => slow?.close());
  const endless = { messages: [{ role: 'user', content: 'go' }], temperature: 1, max_tokens: 4000 };

  it('is cut at the request deadline with a 504 timeout error, and the engine serves the next request', async () => {
    const started = Date.now();
    const { status, body } = await chat(endless, slow.baseUrl);
    expect(status).toBe(504);
    expect(body.error).toMatchObject({ type: 'timeout_error', code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    const next = await chat({ ...endless, max_tokens: 5 }, slow.baseUrl);
    expect(next.status).toBe(200);
  });

  it('stops generating when the client goes away, queues the others, and refuses past the queue limit', async () => {
    const gone = new AbortController();
    const first = post(slow.baseUrl, '/chat/completions', endless, gone.signal).catch((err) => err);
    await new Promise((r) => setTimeout(r, 300));
    const queued = chat({ ...endless, max_tokens: 5 }, slow.baseUrl); // waits behind the first
    await new Promise((r) => setTimeout(r, 100));
    const refused = await chat({ ...endless, max_tokens: 5 }, slow.baseUrl); // maxWaiting 1: no room
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('engine_overloaded');
    const abortedAt = Date.now();
    gone.abort();
    expect(String(await first)).toMatch(/abort/i);
    const next = await queued;
    expect(next.status).toBe(200);
    // well before the first request's deadline (about 2.1 s after the abort): its generation stopped
    expect(Date.now() - abortedAt).toBeLessThan(1200);
  });
});
