import http from 'http';
import type { AddressInfo } from 'net';
import Firecrawl from '@mendable/firecrawl-js';
import { startStack, waitFor, type Stack } from '@wsa/testing';

// A fresh install with no SEARXNG_URL: the default chain is duckduckgo,local. The DuckDuckGo
// stand-in startStack runs has no results for these made-up words, so the local index answers
// with the pages this service scraped (and only those it was allowed to keep).
const PAGES: Record<string, string> = {
  '/marmalade': `<!doctype html><html lang="en"><head><title>Zorblax marmalade recipe</title>
    <meta name="description" content="How to cook zorblax marmalade at home.">
    <meta property="og:type" content="article"><meta property="article:published_time" content="${new Date(Date.now() - 3 * 3600_000).toISOString()}">
    </head><body><nav><a href="/">Home</a></nav><main><article><h1>Zorblax marmalade</h1>
    <p>Zorblax marmalade is made from bitter zorblax fruit, sugar and water, boiled slowly until it sets on a cold plate.</p>
    <h2>Storing the jars</h2><p>Keep the jars in a cool dark cupboard; opened jars of marmalade belong in the fridge for up to a month.</p>
    <img src="/img/jars.jpg" alt="Zorblax marmalade jars" width="800" height="600"></article></main></body></html>`,
  '/orchard': `<!doctype html><html lang="en"><head><title>Visiting the orchard</title></head><body><main><article><h1>The orchard</h1>
    <p>The orchard grows apples and pears. A few zorblax trees stand by the gate, but the fruit is rarely picked.</p>
    <p>Visitors may walk the rows on weekends and buy cider at the farm shop near the entrance.</p></article></main></body></html>`,
  '/private': `<!doctype html><html lang="en"><head><title>Zorblax private notes</title></head><body><main><article><h1>Private zorblax notes</h1>
    <p>These zorblax marmalade notes were scraped with storeInCache false and must never be searchable.</p>
    <p>They describe a secret recipe with a great deal of zorblax and no sugar at all, for testing only.</p></article></main></body></html>`,
  '/added': `<!doctype html><html lang="en"><head><title>Quorvane lighthouse history</title></head><body><main><article><h1>Quorvane lighthouse</h1>
    <p>The quorvane lighthouse was built in 1871 on the northern cliffs and guided ships for over a century.</p>
    <p>Its lamp was electrified in 1932 and the keepers left when it became automatic.</p></article></main></body></html>`,
  '/mapped-1': `<!doctype html><html lang="en"><head><title>Vexillo harbour tides</title></head><body><main><article><h1>Vexillo harbour</h1>
    <p>Tides at vexillo harbour rise twice a day, and the spring tides flood the lower quay every month.</p>
    <p>The harbour master posts the tide tables on the door of the old customs house.</p></article></main></body></html>`,
  '/mapped-2': `<!doctype html><html lang="en"><head><title>Vexillo fishing fleet</title></head><body><main><article><h1>Vexillo fleet</h1>
    <p>The vexillo fishing fleet lands mackerel and crab; the boats leave before dawn and return by noon.</p>
    <p>The fish market opens at six and sells out before most visitors arrive.</p></article></main></body></html>`,
  // the same page for two countries, each naming itself in its hreflang alternates; the British one
  // is a little less relevant (a longer text)
  '/tram-us': `<!doctype html><html lang="en"><head><title>Wexbridge tram timetable</title>
    <link rel="alternate" hreflang="en-US" href="/tram-us"><link rel="alternate" hreflang="en-GB" href="/tram-gb"></head><body><main><article><h1>Wexbridge tram timetable</h1>
    <p>The wexbridge tram timetable lists every stop on the line from the station to the harbour.</p></article></main></body></html>`,
  '/tram-gb': `<!doctype html><html lang="en"><head><title>Wexbridge tram timetable</title>
    <link rel="alternate" hreflang="en-US" href="/tram-us"><link rel="alternate" hreflang="en-GB" href="/tram-gb"></head><body><main><article><h1>Wexbridge tram timetable</h1>
    <p>The wexbridge tram timetable lists every stop on the line from the station to the harbour, with fares, zones, night services and accessibility notes for each platform.</p></article></main></body></html>`,
};

let stack: Stack;
let site: string;
let server: http.Server;
let apiKey: string;

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${stack.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};
const searchUrls = async (query: string) => ((await post('/v2/search', { query, limit: 10 })).body.data?.web ?? []).map((r: { url: string }) => r.url);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site}/mapped-1</loc></url><url><loc>${site}/mapped-2</loc></url></urlset>`);
    }
    if (path === '/img/jars.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(Buffer.alloc(10));
    }
    const page = PAGES[path];
    res.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? '<html><body>Not found</body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ SEARXNG_URL: '' });
  apiKey = String((await stack.admin('keys', 'create', '--team', 'local-index', '--credits', '500')).apiKey);
  for (const path of ['/marmalade', '/orchard']) expect((await post('/v2/scrape', { url: `${site}${path}`, formats: ['markdown'] })).status).toBe(200);
  expect((await post('/v2/scrape', { url: `${site}/private`, formats: ['markdown'], storeInCache: false })).status).toBe(200);
  // pages are indexed after the scrape answered: wait for the second one
  await waitFor(async () => (await searchUrls('orchard cider')).length > 0, 30_000, 'the scraped pages in the local index');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await new Promise((r) => server?.close(r));
});

it('POST /v2/search answers from the local index when DuckDuckGo has nothing, best page first', async () => {
  const { status, body } = await post('/v2/search', { query: 'zorblax marmalade', limit: 5 });
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  const urls = body.data.web.map((r: { url: string }) => r.url);
  expect(urls).toEqual([`${site}/marmalade`, `${site}/orchard`]);
  // the description is the page's passage best matching the query (search highlights read the page text)
  expect(body.data.web[0]).toMatchObject({ title: 'Zorblax marmalade recipe', description: expect.stringMatching(/zorblax marmalade/i), position: 1 });
  // the storeInCache:false page was scraped but never indexed
  expect(urls).not.toContain(`${site}/private`);
  expect(body.warning).toMatch(/Answered by local after: duckduckgo: no results/);
  // the provider that answered is counted in the search worker's metrics
  const base = Number(stack.env.SEARCH_WORKER_METRICS_PORT);
  const metrics = (await Promise.all([base, base + 10].map((p) => fetch(`http://127.0.0.1:${p}/metrics`).then((r) => r.text(), () => '')))).join('\n');
  expect(metrics).toMatch(/wsa_search_provider_total\{[^}]*provider="local"[^}]*\} [1-9]/);
});

it('the official JS client searches web, news and images from the local index', async () => {
  const client = new Firecrawl({ apiKey, apiUrl: stack.baseUrl });
  const res = await client.search('zorblax marmalade', { limit: 5, sources: ['web', 'news', 'images'] });
  expect((res.web ?? []).map((r) => (r as { url: string }).url)[0]).toBe(`${site}/marmalade`);
  // only the dated article is news
  expect((res.news ?? []).map((r) => (r as { url?: string }).url)).toEqual([`${site}/marmalade`]);
  expect(res.images?.[0]).toMatchObject({ imageUrl: `${site}/img/jars.jpg`, imageWidth: 800, imageHeight: 600, url: `${site}/marmalade` });
  const scoped = await client.search(`zorblax site:127.0.0.1`, { limit: 1 });
  expect(scoped.web).toHaveLength(1);
});

it('admin index add and index sitemap fill the index through the scrape queue', async () => {
  expect(await searchUrls('quorvane lighthouse')).toEqual([]);
  const added = await stack.admin('index', 'add', `${site}/added`, `${site}/missing-page`);
  expect(added).toMatchObject({ requested: 2, scraped: 2, failed: 0, indexed: 1 });
  expect(await searchUrls('quorvane lighthouse')).toEqual([`${site}/added`]);
  const mapped = await stack.admin('index', 'sitemap', `${site}/sitemap.xml`);
  expect(mapped).toMatchObject({ sitemapFiles: 1, requested: 2, scraped: 2, indexed: 2 });
  expect((await searchUrls('vexillo')).sort()).toEqual([`${site}/mapped-1`, `${site}/mapped-2`]);
});

it("search prefers pages of the request's country (a boost: the other country's page stays), as the pages declare it", async () => {
  const added = await stack.admin('index', 'add', `${site}/tram-us`, `${site}/tram-gb`);
  expect(added).toMatchObject({ indexed: 2 });
  const tram = async (extra: Record<string, unknown>) => ((await post('/v2/search', { query: 'wexbridge tram timetable', limit: 5, ...extra })).body.data?.web ?? []).map((r: { url: string }) => r.url);
  expect(await tram({})).toEqual([`${site}/tram-us`, `${site}/tram-gb`]);
  expect(await tram({ country: 'GB' })).toEqual([`${site}/tram-gb`, `${site}/tram-us`]);
  expect(await tram({ location: 'Leeds, United Kingdom' })).toEqual([`${site}/tram-gb`, `${site}/tram-us`]);
});
