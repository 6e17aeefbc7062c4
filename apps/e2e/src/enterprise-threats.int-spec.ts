import { mkdtemp, rm, writeFile } from 'fs/promises';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { startStack, type Stack } from '@wsa/testing';

// threatProtection through the whole service (npm start): the rules on the requested URL and every
// redirect hop, the local blocklist provider fed by `admin threats update` from a local list file,
// failurePolicy, +2 credits per URL scanned, 403 unsafe_domain_blocked. `localhost` and `127.0.0.1`
// are two hostnames of the same local site.
let stack: Stack;
let server: http.Server;
let port: number;
let listsDir: string;
let sourceFile: string;
let enterpriseKey: string;
let plainKey: string;
const hits: Record<string, number> = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = `${req.headers.host?.split(':')[0]}${url.pathname}`;
    hits[key] = (hits[key] ?? 0) + 1;
    // the same server stands in for SearXNG (its /search JSON): one result per hostname of this site
    // image searches: two images on one localhost page, one of them served from 127.0.0.1
    if (url.pathname === '/search' && url.searchParams.get('categories') === 'images') {
      const results = [`http://localhost:${port}/a.png`, `http://127.0.0.1:${port}/b.png`].map((img, i) => ({
        url: `http://localhost:${port}/gallery`, title: `Image ${i + 1}`, img_src: img, resolution: '640 x 480', engine: 'stand-in', category: 'images',
      }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results, unresponsive_engines: [] }));
    }
    if (url.pathname === '/search') {
      const results = [`http://localhost:${port}/page`, `http://127.0.0.1:${port}/page`].map((u, i) => ({ url: u, title: `Result ${i + 1}`, content: 'A stand-in result.', engine: 'stand-in', category: 'general' }));
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results, unresponsive_engines: [] }));
    }
    if (url.pathname === '/to-localhost') return void res.writeHead(302, { location: `http://localhost:${port}/page` }).end();
    if (url.pathname === '/to-ip') return void res.writeHead(302, { location: `http://127.0.0.1:${port}/page` }).end();
    if (url.pathname === '/to-self') return void res.writeHead(302, { location: '/page' }).end();
    // a chain only the browser walks: 302 -> a page whose script navigates on
    if (url.pathname === '/hop-to-script') return void res.writeHead(302, { location: `http://127.0.0.1:${port}/script-to-localhost` }).end();
    if (url.pathname === '/script-to-localhost') {
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body><p>Moving on.</p><script>location.href = 'http://localhost:${port}/page';</script></body></html>`);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head><title>Page</title></head><body><main><article>
      <h1>A page</h1><p>Content long enough that the main content extraction keeps this article paragraph.</p></article></main></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  port = (server.address() as AddressInfo).port;
  listsDir = await mkdtemp(path.join(os.tmpdir(), 'threat-lists-'));
  sourceFile = path.join(listsDir, 'source-hosts');
  await writeFile(sourceFile, '# a hosts-file blocklist and a URL list\n0.0.0.0 malware.example\nhttp://127.0.0.1/payload.exe\n');
  stack = await startStack({ THREAT_LISTS_DIR: path.join(listsDir, 'lists'), SEARXNG_URL: `http://127.0.0.1:${port}`, SEARCH_PROVIDERS: 'searxng' });
  enterpriseKey = String((await stack.admin('keys', 'create', '--team', 'threat-enterprise', '--credits', '200')).apiKey);
  await stack.admin('team', 'set', '--team', 'threat-enterprise', '--enterprise', 'true');
  plainKey = String((await stack.admin('keys', 'create', '--team', 'threat-plain', '--credits', '200')).apiKey);
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((ok) => server?.close(() => ok()));
  await rm(listsDir, { recursive: true, force: true });
});

async function scrape(body: Record<string, unknown>, key = enterpriseKey) {
  const res = await fetch(`${stack.baseUrl}/v2/scrape`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ maxAge: 0, ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const local = (p: string) => `http://localhost:${port}${p}`;
const ip = (p: string) => `http://127.0.0.1:${port}${p}`;

it('threatProtection needs an enterprise team, on scrape and on search', async () => {
  expect(await scrape({ url: ip('/page'), threatProtection: { mode: 'off' } }, plainKey)).toMatchObject({ status: 403, body: { code: 'ENTERPRISE_REQUIRED' } });
  const search = await fetch(`${stack.baseUrl}/v2/search`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${plainKey}` }, body: JSON.stringify({ query: 'x', threatProtection: {} }),
  });
  expect(search.status).toBe(403);
});

it('blacklist and blocked TLDs: 403 unsafe_domain_blocked before the site is asked', async () => {
  const blocked = await scrape({ url: local('/page'), threatProtection: { mode: 'off', blacklist: ['localhost'] } });
  expect(blocked).toMatchObject({ status: 403, body: { success: false, code: 'unsafe_domain_blocked' } });
  expect(blocked.body.error).toBe('Threat protection blocked localhost: it is on the blacklist.');
  expect(hits['localhost/page']).toBeUndefined();
  expect(await scrape({ url: local('/page'), threatProtection: { mode: 'off', blacklist: ['local*'] } })).toMatchObject({ status: 403 });
  expect(await scrape({ url: local('/page'), threatProtection: { mode: 'off', blockedTlds: ['localhost'] } })).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
});

it('every redirect hop is checked', async () => {
  const res = await scrape({ url: ip('/to-localhost'), threatProtection: { mode: 'off', blacklist: ['localhost'] } });
  expect(res).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  expect(hits['localhost/page']).toBeUndefined();
  // without the rule the same chain is scraped
  const ok = await scrape({ url: ip('/to-localhost'), threatProtection: { mode: 'off' } });
  expect(ok.status).toBe(200);
  expect(ok.body.data.metadata.url).toBe(local('/page'));
});

it('every navigation hop the browser is about to follow is checked before it is sent (redirects and script navigations)', async () => {
  const before = hits['localhost/page'] ?? 0;
  // waitFor makes the browser engine render the page
  const redirected = await scrape({ url: ip('/to-localhost'), waitFor: 200, threatProtection: { mode: 'off', blacklist: ['localhost'] } });
  expect(redirected).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  expect(redirected.body.error).toBe('Threat protection blocked localhost: it is on the blacklist.');
  const scripted = await scrape({ url: ip('/hop-to-script'), waitFor: 1000, threatProtection: { mode: 'off', blacklist: ['localhost'] } });
  expect(scripted).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  // the refused host was never contacted by either chain
  expect(hits['localhost/page'] ?? 0).toBe(before);
  expect(hits['127.0.0.1/script-to-localhost']).toBe(1);
  // without the rule the browser walks the same chain to its end
  const ok = await scrape({ url: ip('/hop-to-script'), waitFor: 1000, threatProtection: { mode: 'off' } });
  expect(ok.status).toBe(200);
  expect(ok.body.data.metadata.url).toBe(local('/page'));
});

it('the whitelist wins over the blacklist and the TLDs, and is not scanned (no extra credits)', async () => {
  const res = await scrape({ url: local('/page'), threatProtection: { blacklist: ['localhost'], blockedTlds: ['localhost'], whitelist: ['localhost'] } });
  expect(res.status).toBe(200);
  expect(res.body.data.metadata.creditsUsed).toBe(1);
});

it('mode normal without lists: failurePolicy open allows (nothing billed for the scan), closed blocks', async () => {
  const open = await scrape({ url: ip('/page'), threatProtection: { mode: 'normal', failurePolicy: 'open' } });
  expect(open.status).toBe(200);
  expect(open.body.data.metadata.creditsUsed).toBe(1);
  const closed = await scrape({ url: ip('/page'), threatProtection: { mode: 'normal', failurePolicy: 'closed' } });
  expect(closed).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  expect(closed.body.error).toMatch(/failurePolicy is "closed"/);
});

it('admin threats update fills the lists; listed hosts are blocked by score, clean ones cost +2 per URL scanned', async () => {
  const update = await stack.admin('threats', 'update', '--source', `hosts=${sourceFile}`);
  expect(update).toMatchObject({ lists: [{ name: 'hosts', domains: 2 }] });

  const blocked = await scrape({ url: ip('/page'), threatProtection: { mode: 'normal', riskScoreThreshold: 100 } });
  expect(blocked).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  expect(blocked.body.error).toMatch(/risk score 100/);

  const clean = await scrape({ url: local('/page'), threatProtection: { mode: 'normal' } });
  expect(clean.status).toBe(200);
  expect(clean.body.data.metadata.creditsUsed).toBe(1 + 2);
  // a redirect to another URL of the same clean host: two URLs scanned
  const chain = await scrape({ url: local('/to-self'), threatProtection: { mode: 'normal' } });
  expect(chain.body.data.metadata.creditsUsed).toBe(1 + 2 * 2);
  // a clean start redirecting to a listed host is blocked at the hop
  const before = hits['127.0.0.1/page'] ?? 0;
  expect(await scrape({ url: local('/to-ip'), threatProtection: { mode: 'normal' } })).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  // the hop is refused before it is requested: the listed host never saw the request
  expect(hits['127.0.0.1/page'] ?? 0).toBe(before);
});

it("a search's threatProtection guards its result scrapes: a listed result keeps 403 in its metadata, the others are scraped", async () => {
  const res = await fetch(`${stack.baseUrl}/v2/search`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${enterpriseKey}` },
    body: JSON.stringify({ query: 'pages', limit: 2, threatProtection: { mode: 'normal' }, scrapeOptions: { formats: ['markdown'], maxAge: 0 } }),
  });
  const body = (await res.json()) as Record<string, any>;
  expect(res.status).toBe(200);
  const [clean, listed] = body.data.web;
  expect(clean.markdown).toContain('A page');
  expect(clean.metadata.creditsUsed).toBe(1 + 2);
  expect(listed.markdown).toBeUndefined();
  expect(listed.metadata).toMatchObject({ statusCode: 403, error: expect.stringMatching(/Threat protection blocked 127\.0\.0\.1/) });
  // the search price (2) and the clean result's scrape with its scan
  expect(body.creditsUsed).toBe(2 + 3);
});

it("a search without scrapeOptions drops results threatProtection blocks, says so in a warning, +2 per URL scanned", async () => {
  const search = async (threatProtection: Record<string, unknown>) => {
    const res = await fetch(`${stack.baseUrl}/v2/search`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${enterpriseKey}` },
      body: JSON.stringify({ query: 'pages', limit: 2, threatProtection }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  // the lists (admin threats update above) name 127.0.0.1: its result is dropped, localhost's stays
  const scanned = await search({ mode: 'normal' });
  expect(scanned.status).toBe(200);
  expect(scanned.body.data.web.map((r: { url: string; position: number }) => [r.url, r.position])).toEqual([[local('/page'), 1]]);
  expect(scanned.body.warning).toMatch(/Threat protection removed 1 result \(blocked: 127\.0\.0\.1\)/);
  // the search price of the 1 result returned (2) and both URLs scanned (2 x 2)
  expect(scanned.body.creditsUsed).toBe(2 + 4);
  // rules alone (mode off): no scan, no extra credits
  const ruled = await search({ mode: 'off', blacklist: ['localhost'] });
  expect(ruled.body.data.web.map((r: { url: string }) => r.url)).toEqual([ip('/page')]);
  expect(ruled.body.creditsUsed).toBe(2);
});

it('an image result is checked on its image URL too: an image served from a listed host is dropped, each URL scanned +2', async () => {
  const search = async (threatProtection: Record<string, unknown>) => {
    const res = await fetch(`${stack.baseUrl}/v2/search`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${enterpriseKey}` },
      body: JSON.stringify({ query: 'pictures', limit: 2, sources: ['images'], threatProtection }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  // both images are on a clean localhost page; the second one is served from the listed 127.0.0.1
  const scanned = await search({ mode: 'normal' });
  expect(scanned.status).toBe(200);
  expect(scanned.body.data.images.map((r: { imageUrl: string; position: number }) => [r.imageUrl, r.position])).toEqual([[local('/a.png'), 1]]);
  expect(scanned.body.warning).toMatch(/Threat protection removed 1 result \(blocked: 127\.0\.0\.1\)/);
  // the search price of the 1 image returned (2) and three URLs scanned: the page, and each image (3 x 2)
  expect(scanned.body.creditsUsed).toBe(2 + 6);
  // the blacklist reaches the image host too, with no scan billed
  const ruled = await search({ mode: 'off', blacklist: ['127.0.0.1'] });
  expect(ruled.body.data.images.map((r: { imageUrl: string }) => r.imageUrl)).toEqual([local('/a.png')]);
  expect(ruled.body.creditsUsed).toBe(2);
});

it('team defaults set with the admin CLI apply to every request of the team; request values override', async () => {
  await stack.admin('team', 'set', '--team', 'threat-enterprise', '--threat-protection', '{"mode":"off","blacklist":["localhost"]}');
  expect(await scrape({ url: local('/page') })).toMatchObject({ status: 403, body: { code: 'unsafe_domain_blocked' } });
  // the request's own blacklist replaces the team's
  expect((await scrape({ url: local('/page'), threatProtection: { blacklist: [] } })).status).toBe(200);
  const bad = await stack.admin('team', 'set', '--team', 'threat-enterprise', '--threat-protection', '{"mode":"loud"}').catch((e: { stderr?: string }) => e);
  expect(String((bad as { stderr?: string }).stderr)).toMatch(/--threat-protection: mode/);
  await stack.admin('team', 'set', '--team', 'threat-enterprise', '--threat-protection', 'none');
  expect((await scrape({ url: local('/page') })).status).toBe(200);
});
