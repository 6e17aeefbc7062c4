import { mkdtempSync, rmSync } from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import Firecrawl from '@mendable/firecrawl-js';
import { compileJsonSchema } from '@wsa/contracts';
import { writeTinyModel } from '@wsa/llm-engine';
import { freePort, startStack, type Stack } from '@wsa/testing';

// `npm start` with LLM_GGUF_PATH and no LLM_BASE_URL: the stack runs the embedded model engine as
// one more supervised app, the gateway's /ready waits for it, and it answers on its own port in
// the OpenAI wire format (here with a random-weight model generated for the test).
let stack: Stack;
let dir: string;
let enginePort: number;
let site: http.Server;

beforeAll(async () => {
  site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end('<html><head><title>Acme Widget</title></head><body><main><h1>Acme Widget</h1><p>Price: 42.50. Made in Lyon.</p></main></body></html>'));
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', () => ok()));
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-llm-engine-'));
  const model = await writeTinyModel(path.join(dir, 'tiny-e2e.gguf'));
  enginePort = await freePort();
  stack = await startStack({ LLM_GGUF_PATH: model.path, LLM_ENGINE_PORT: String(enginePort), LLM_BASE_URL: '', LLM_CONTEXT_TOKENS: '2048' });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((ok) => site?.close(() => ok()));
});

it('reports the engine in /ready', async () => {
  const res = await fetch(`${stack.baseUrl}/ready`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { checks: Record<string, boolean> }).checks).toMatchObject({ postgres: true, redis: true, llmEngine: true });
});

it('serves the model on LLM_ENGINE_PORT: /v1/models and a grammar-constrained chat completion', async () => {
  const base = `http://127.0.0.1:${enginePort}/v1`;
  const models = (await (await fetch(`${base}/models`)).json()) as { data: Array<{ id: string; meta: { context_length: number } }> };
  expect(models.data).toEqual([expect.objectContaining({ id: 'tiny-e2e', meta: expect.objectContaining({ context_length: 2048 }) })]);
  const res = await fetch(`${base}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'tiny-e2e', temperature: 0, messages: [{ role: 'user', content: 'Give a title.' }],
      response_format: { type: 'json_schema', json_schema: { name: 't', strict: true, schema: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'], additionalProperties: false } } },
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { choices: Array<{ message: { content: string } }> };
  expect(Object.keys(JSON.parse(body.choices[0].message.content))).toEqual(['title']);
});

it('answers the json format through the official client with the engine as the model (schema-valid, charged +4)', async () => {
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'engine-team', '--credits', '50');
  const client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
  const schema = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' }, madeIn: { type: ['string', 'null'] } }, required: ['title', 'price', 'madeIn'], additionalProperties: false };
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/widget`;
  const doc = await client.scrape(url, { formats: ['markdown', { type: 'json', schema, prompt: 'The product' }], maxAge: 0 });
  // random weights: the values mean nothing, but the grammar makes the shape right the first time
  const check = compileJsonSchema(schema);
  if (!check.ok) throw new Error(check.message);
  expect(check.schema.check(doc.json)).toEqual({ ok: true });
  expect(doc.markdown).toContain('Made in Lyon');
  expect(doc.warning).toBeUndefined();
  expect(doc.metadata?.creditsUsed).toBe(5);
});
