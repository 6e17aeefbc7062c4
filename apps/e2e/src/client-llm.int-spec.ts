import http from 'http';
import type { AddressInfo } from 'net';
import Firecrawl from '@mendable/firecrawl-js';
import { startOpenAiStandIn, startStack, type OpenAiStandIn, type Stack } from '@wsa/testing';

// The model formats through the whole service (npm start) with the official client, the model a
// local server speaking the OpenAI wire format (LLM_BASE_URL), as Ollama or vLLM would be.
let stack: Stack;
let model: OpenAiStandIn;
let client: Firecrawl;
let server: http.Server;
let site: string;
let key: string;

const PAGE = `<html><head><title>Acme Widget</title></head><body><main><article>
  <h1>Acme Widget</h1><p>Price: 42.50</p>
  <p>The Acme Widget is a small gadget made in Lyon. It ships worldwide within three days of the order.</p>
  <h2>Features</h2><ul><li>Waterproof</li><li>Solar powered</li></ul></article></main></body></html>`;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  model = await startOpenAiStandIn();
  stack = await startStack({ LLM_BASE_URL: model.url, LLM_MODEL: 'stand-in-chat' });
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'llm-team', '--credits', '200');
  key = String(apiKey);
  client = new Firecrawl({ apiKey: key, apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await model?.close();
  await new Promise<void>((ok) => server?.close(() => ok()));
});

beforeEach(() => {
  model.requests.length = 0;
  model.behave({});
});

it('json with a schema, summary and question in one scrape; json +4, question +4', async () => {
  const schema = { type: 'object', properties: { title: { type: 'string' }, price: { type: 'number' } }, required: ['title', 'price'] };
  const doc = await client.scrape(`${site}/widget`, {
    formats: ['summary', { type: 'json', schema, prompt: 'The product and its price' }, { type: 'question', question: 'Where is the widget made?' }],
    maxAge: 0,
  });
  expect(doc.json).toEqual({ title: 'Acme Widget', price: 42.5 });
  expect(doc.summary).toMatch(/small gadget made in Lyon/);
  expect((doc as { answer?: string }).answer).toMatch(/made in Lyon/);
  expect(doc.metadata?.creditsUsed).toBe(9);
  const extraction = model.requests.find((r) => r.responseFormat?.json_schema?.name === 'extraction');
  expect(extraction?.messages.map((m) => m.content).join('\n')).toContain('ships worldwide within three days');
});

it('a model outage: the scrape still answers with its other formats, a warning, and no charge for the model format', async () => {
  model.behave({ failWith: { status: 500, count: 50 } });
  const res = await fetch(`${stack.baseUrl}/v2/scrape`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ url: `${site}/widget`, formats: ['markdown', { type: 'json', prompt: 'price' }], maxAge: 0 }),
  });
  const body = (await res.json()) as { success: boolean; warning?: string; data: { markdown?: string; json?: unknown; metadata: { creditsUsed: number } } };
  expect(res.status).toBe(200);
  expect(body.data.markdown).toContain('Acme Widget');
  expect(body.data.json).toBeUndefined();
  expect(body.warning).toMatch(/json: not produced, because the model endpoint answered an error \(HTTP 500/);
  expect(body.data.metadata.creditsUsed).toBe(1);
});

it('the deprecated query format the MCP server sends: freeform answered by the model', async () => {
  const doc = await client.scrape(`${site}/widget`, { formats: [{ type: 'query', prompt: 'How many days does it take to ship worldwide?' } as never], maxAge: 0 });
  expect((doc as { answer?: string }).answer).toMatch(/within three days/);
});

it('model requests are counted per feature in the scrape workers\' metrics, without page text', async () => {
  // one scrape worker by default; with SCRAPE_WORKERS, instance i on the metrics port + 10*i (scripts/supervise.js)
  const base = Number(stack.env.SCRAPE_WORKER_METRICS_PORT);
  const pages = await Promise.all([base, base + 10].map((p) => fetch(`http://127.0.0.1:${p}/metrics`).then((r) => r.text(), () => '')));
  const lines = pages.join('\n').split('\n');
  const total = (name: string, ...labels: string[]) =>
    lines.filter((l) => l.startsWith(`${name}{`) && labels.every((x) => l.includes(x))).reduce((n, l) => n + Number(l.split(' ').pop()), 0);
  expect(total('wsa_llm_requests_total', 'feature="json"', 'kind="chat"', 'outcome="ok"')).toBeGreaterThan(0);
  expect(total('wsa_llm_requests_total', 'feature="json"', 'outcome="http"')).toBeGreaterThan(0);
  expect(total('wsa_llm_tokens_total', 'feature="summary"', 'direction="in"')).toBeGreaterThan(0);
  expect(pages.join('')).not.toContain('Lyon');
});

it('the tokens the model formats used are reported per month in token-usage/historical', async () => {
  const res = await fetch(`${stack.baseUrl}/v2/team/token-usage/historical`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { success: boolean; periods: { startDate: string; tokensUsed: number }[] };
  expect(res.status).toBe(200);
  expect(body.periods).toHaveLength(1);
  expect(body.periods[0].tokensUsed).toBeGreaterThan(100);
});

it('docs-search and ask: with a model configured, the model writes the answer from the evidence', async () => {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const docs = await post('/v2/support/docs-search', { question: 'How do I create an API key?' });
  expect(docs.status).toBe(200);
  expect(docs.body.usage.totalTokens).toBeGreaterThan(0);
  expect(docs.body.evidence.length).toBeGreaterThan(0);
  const sent = model.requests.find((r) => r.messages.some((m) => m.content.includes('keys create')));
  expect(sent).toBeDefined();
  const ask = await post('/v2/support/ask', { question: 'Why do my scrapes time out?' });
  expect(ask.status).toBe(200);
  expect(typeof ask.body.answer).toBe('string');
});
