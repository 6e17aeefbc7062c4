import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { compileJsonSchema } from '@wsa/contracts';
import { createLlm, extractJson, LlmError, type LlmEvent, llmSettings } from '@wsa/llm';
import { type EmbeddedEngine, startEmbeddedEngine, writeTinyModel } from './index';

// libs/llm, the service's one model client, against the real engine: structured output through
// the json_schema response format (grammar-enforced), a page longer than the window read in
// parts and merged, and embeddings. Random weights: only the shape of the answers is checked.
let dir: string;
let engine: EmbeddedEngine;
const served: Array<Record<string, unknown>> = []; // the engine's request log lines

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'llm-engine-libs-llm-'));
  const model = await writeTinyModel(path.join(dir, 'tiny-random.gguf'));
  engine = await startEmbeddedEngine({ ggufPath: model.path, contextTokens: 2048, threads: 1, log: (line) => served.push(line) });
}, 60000);

afterAll(async () => {
  await engine?.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = () => llmSettings({
  LLM_BASE_URL: engine.baseUrl, LLM_EMBEDDING_MODEL: 'tiny-random', LLM_MAX_CONCURRENCY: 2, LLM_TIMEOUT_MS: 60000,
  LLM_CONTEXT_TOKENS: 2048, LLM_MAX_OUTPUT_TOKENS: 512,
})!;

const schema = {
  type: 'object',
  properties: { title: { type: 'string' }, prices: { type: 'array', items: { type: 'number' }, maxItems: 5 }, open: { type: 'boolean' } },
  required: ['title', 'prices', 'open'],
  additionalProperties: false,
};

it('extracts schema-valid JSON from a page longer than the window, part by part, with no refused request', async () => {
  const events: LlmEvent[] = [];
  const llm = createLlm(settings(), (e) => events.push(e));
  const paragraph = 'The shop has new products in stock. The price of the main item is 12 and the opening hours are on the contact page. ';
  const markdown = Array.from({ length: 24 }, (_, i) => `## Section ${i + 1}\n\n${paragraph.repeat(4)}`).join('\n\n'); // about 11,000 characters
  const result = await extractJson(llm, { markdown, schema });
  const check = compileJsonSchema(schema);
  if (!check.ok) throw new Error(check.message);
  expect(check.schema.check(result.value)).toEqual({ ok: true });
  const chats = events.filter((e) => e.kind === 'chat');
  expect(chats.length).toBeGreaterThanOrEqual(2); // the page did not fit one window
  expect(chats.every((e) => e.outcome === 'ok')).toBe(true); // no part overflowed the engine's window
  expect(result.usage.inputTokens).toBeGreaterThan(1000);
  expect(result.usage.outputTokens).toBeGreaterThan(0);
}, 60000);

it('repairs once, then refuses, when an answer breaks a constraint the grammar cannot hold (never returns it)', async () => {
  const llm = createLlm(settings());
  const before = served.length;
  // the grammar keeps the shape but not `pattern`: random weights will not write 12 digits
  const strict = { type: 'object', properties: { code: { type: 'string', pattern: '^[0-9]{12}$' } }, required: ['code'], additionalProperties: false };
  const err = await extractJson(llm, { markdown: 'The product code is on the box.', schema: strict }).catch((e) => e);
  expect(err).toBeInstanceOf(LlmError);
  expect(err.kind).toBe('invalid_output');
  const chats = served.slice(before).filter((l) => l.url === '/v1/chat/completions');
  expect(chats.map((l) => l.status)).toEqual([200, 200]); // the answer, then one repair round
});

it('embeds through libs/llm with the model dimension', async () => {
  const llm = createLlm(settings());
  const vectors = await llm.embed!('index', ['first passage', 'second passage']);
  expect(vectors.map((v) => v.length)).toEqual([64, 64]);
});
