import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { writeTinyModel } from '@wsa/llm-engine';
import { freePort, startStack, type Stack } from '@wsa/testing';

// `npm start` with LLM_GGUF_PATH and no LLM_BASE_URL: the stack runs the embedded model engine as
// one more supervised app, the gateway's /ready waits for it, and it answers on its own port in
// the OpenAI wire format (here with a random-weight model generated for the test).
let stack: Stack;
let dir: string;
let enginePort: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-llm-engine-'));
  const model = await writeTinyModel(path.join(dir, 'tiny-e2e.gguf'));
  enginePort = await freePort();
  stack = await startStack({ LLM_GGUF_PATH: model.path, LLM_ENGINE_PORT: String(enginePort), LLM_BASE_URL: '', LLM_CONTEXT_TOKENS: '2048' });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
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
