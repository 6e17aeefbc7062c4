import Firecrawl from '@mendable/firecrawl-js';
import { startSearxngStandIn } from '@wsa/search';
import { startPagesServer, startStack, type Stack } from '@wsa/testing';

// The official JS client, pointed at our server with apiUrl, must just work.
let stack: Stack;
let pages: Awaited<ReturnType<typeof startPagesServer>>;
let searx: Awaited<ReturnType<typeof startSearxngStandIn>>;
let client: Firecrawl;

beforeAll(async () => {
  pages = await startPagesServer();
  searx = await startSearxngStandIn();
  stack = await startStack({ SEARXNG_URL: searx.url });
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'client-team', '--credits', '50');
  client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  // graceful: every process exits on SIGTERM well before the supervisor's 30 s SIGKILL fallback
  const ms = await stack?.stop();
  expect(ms).toBeLessThan(25000);
  await pages?.close();
  await searx?.close();
});

it('scrape returns the document', async () => {
  const doc = await client.scrape(`${pages.url}/article`, { formats: ['markdown', 'links'] });
  expect(doc.markdown).toContain('The second paragraph links to');
  expect(doc.links).toContain(`${pages.url}/more`);
  expect(doc.metadata?.scrapeId).toMatch(/^[0-9a-f-]{36}$/);
});

it('search returns grouped results', async () => {
  const res = await client.search('open source web scraping', { limit: 3 });
  expect(res.web?.length).toBeGreaterThan(0);
});

it('errors carry the server message and code', async () => {
  await expect(client.scrape(`${pages.url}/article`, { formats: [{ type: 'json', prompt: 'x' }] })).rejects.toMatchObject({
    message: expect.stringContaining('json format'),
  });
});
