import Firecrawl from '@mendable/firecrawl-js';
import { startStack, type Stack } from '@wsa/testing';

// A fresh install: no SEARXNG_URL, so search goes to DuckDuckGo (here the stand-in startStack
// runs, speaking DuckDuckGo's own markup). The official client searches with no other setting.
let stack: Stack;
let client: Firecrawl;
let apiKey: string;

beforeAll(async () => {
  stack = await startStack({ SEARXNG_URL: '' });
  apiKey = String((await stack.admin('keys', 'create', '--team', 'fresh-install', '--credits', '50')).apiKey);
  client = new Firecrawl({ apiKey, apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
});

it('web, news and images come from DuckDuckGo with no search setting at all', async () => {
  const res = await client.search('typescript', { limit: 3, sources: ['web', 'news', 'images'] });
  expect(res.web?.length).toBe(3);
  for (const r of res.web ?? []) expect((r as { url: string }).url).not.toContain('duckduckgo');
  expect(res.news?.length).toBeGreaterThan(0);
  expect(res.images?.length).toBeGreaterThan(0);
});

it('a refused search answers success with a warning instead of an error, and charges nothing', async () => {
  const res = await fetch(`${stack.baseUrl}/v2/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ query: 'trigger bot check', limit: 3 }),
  });
  const body = await res.json();
  expect(res.status).toBe(200);
  expect(body).toMatchObject({ success: true, data: {}, creditsUsed: 0 });
  expect(body.warning).toMatch(/duckduckgo: DuckDuckGo refused/);
});
