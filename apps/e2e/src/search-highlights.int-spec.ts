import http from 'http';
import type { AddressInfo } from 'net';
import { startStack, type Stack } from '@wsa/testing';

// Search highlights from page text through the whole service (npm start): a result's description
// quotes its page when this request scraped it or the cache holds it, and stays the provider's
// snippet otherwise. One local server is the site and the SearXNG stand-in (its /search JSON wire).
let stack: Stack;
let server: http.Server;
let site: string;
let key: string;

const SNIPPET = 'A stand-in result about gardening.';
const ANSWERS: Record<string, string> = {
  '/scraped': 'Sungold tomatoes ripen in about 57 days from transplanting.',
  '/cached': 'Cherry tomatoes ripen in about 65 days in a sunny spot.',
  '/unknown': 'Roma tomatoes ripen in about 75 days.',
};

function page(answer: string): string {
  return `<html><head><title>Tomato notes</title><meta name="description" content="Notes from the garden."></head><body><main><article>
    <h1>Tomato notes</h1>
    <p>Our garden has many beds and a small greenhouse where we grow herbs, beans and flowers every year.</p>
    <p>We water in the morning and keep the soil covered with straw to hold moisture through summer.</p>
    <p>${answer} Pick them when fully coloured.</p>
    <p>The compost heap sits behind the shed and gets turned every two weeks by the volunteers.</p>
  </article></main></body></html>`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/search') {
      const results = Object.keys(ANSWERS).map((p, i) => ({ url: `${site}${p}`, title: `Result ${i + 1}`, content: SNIPPET, engine: 'stand-in', category: 'general' }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results, unresponsive_engines: [] }));
    }
    const answer = ANSWERS[url.pathname];
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(answer));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ SEARXNG_URL: site, SEARCH_PROVIDERS: 'searxng' });
  key = String((await stack.admin('keys', 'create', '--team', 'highlights', '--credits', '500')).apiKey);
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((ok) => server?.close(() => ok()));
});

async function post(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const described = (body: Record<string, any>) => Object.fromEntries((body.data.web as { url: string; description: string }[]).map((r) => [r.url.replace(site, ''), r.description]));

it('a search without scrapeOptions quotes the cached page, keeps the snippet for pages it does not have', async () => {
  const scraped = await post('/v2/scrape', { url: `${site}/cached` });
  expect(scraped.status).toBe(200);
  const res = await post('/v2/search', { query: 'when do tomatoes ripen days' });
  expect(res.status).toBe(200);
  const d = described(res.body);
  expect(d['/cached']).toContain(ANSWERS['/cached']);
  expect(d['/unknown']).toBe(SNIPPET);
  expect(d['/scraped']).toBe(SNIPPET);
});

it("a search with scrapeOptions quotes this request's scrape of each result", async () => {
  const res = await post('/v2/search', { query: 'when do sungold tomatoes ripen', scrapeOptions: { formats: ['markdown'], maxAge: 0 } });
  expect(res.status).toBe(200);
  const d = described(res.body);
  expect(d['/scraped']).toContain(ANSWERS['/scraped']);
  expect(d['/unknown']).toContain(ANSWERS['/unknown']);
});

it('highlights: false keeps the provider snippet even for a page we have', async () => {
  const res = await post('/v2/search', { query: 'when do tomatoes ripen days', highlights: false });
  expect(described(res.body)['/cached']).toBe(SNIPPET);
});
