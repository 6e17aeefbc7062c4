import { startTestGateway, type TestGateway } from './test-support/gateway';

// GET /v2/openapi.json is generated from the same route declarations that are mounted.
let gw: TestGateway;
let key: string;
type Doc = { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; security?: unknown[] }>> };
let doc: Doc;

beforeAll(async () => {
  gw = await startTestGateway();
  key = (await gw.newKey('openapi-team')).apiKey;
  const res = await fetch(`${gw.url}/v2/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
}, 60000);
afterAll(() => gw?.close());

it('is an OpenAPI 3.1 document of the contract routes with their request schemas', () => {
  expect(doc.openapi).toBe('3.1.0');
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  expect(ops).toEqual(expect.arrayContaining([
    'POST /v2/scrape', 'GET /v2/scrape/{jobId}', 'POST /v2/scrape/{jobId}/interact', 'DELETE /v2/scrape/{jobId}/interact',
    'POST /v2/search', 'POST /v2/search/{jobId}/feedback', 'POST /v2/feedback', 'GET /v2/team/credit-usage', 'GET /v2/concurrency-check',
    'GET /v2/search/research/papers', 'POST /v2/support/ask',
  ]));
  const scrapeBody = doc.paths['/v2/scrape'].post.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required: string[] };
  expect(Object.keys(scrapeBody.properties)).toEqual(expect.arrayContaining(['url', 'formats', 'onlyMainContent', 'actions', 'timeout']));
  expect(scrapeBody.required).toContain('url');
  expect(doc.paths['/v2/search'].post.security).toEqual([{ bearer: [] }, {}]);
});

it('every documented operation is mounted (answers something other than the unknown-route 404), and nothing else under /v2 is', async () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const url = gw.url + path.replace('{jobId}', uuid).replace('{id}', 'arxiv:1706.03762');
      const res = await fetch(url, { method: method.toUpperCase(), headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: method === 'get' || method === 'delete' ? undefined : '{}' });
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      expect({ op: `${method} ${path}`, code: body.code }).not.toEqual({ op: `${method} ${path}`, code: 'NOT_FOUND' });
    }
  }
  const unknown = await fetch(`${gw.url}/v2/crawl`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
  expect(unknown.status).toBe(404);
});
