import { BrowserPool } from '../pool/browser-pool';
import { RenderError } from '../render-error';
import { CHROMIUM, FixtureServer, allowAll } from '../../test-support/fixture-server';
import { renderPage } from './render-page';

const server = new FixtureServer();
const pool = new BrowserPool({ executablePath: CHROMIUM, maxPagesPerBrowser: 4, extraArgs: ['--host-resolver-rules=MAP missing.invalid ~NOTFOUND, MAP *.test 127.0.0.1'] });
const base = { timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll };

beforeAll(async () => {
  server
    .html('/js', `<html><head><title>t</title></head><body><div id="app"></div><script>
      fetch('/data.json').then(r => r.json()).then(d => { document.getElementById('app').textContent = 'Loaded ' + d.name; });
    </script></body></html>`, { 'x-fixture': 'yes' })
    .route('/data.json', (_req, res) => setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"from-xhr"}'), 150))
    .route('/redirect', (_req, res) => res.writeHead(302, { location: '/js' }).end())
    .html('/late', `<html><body><p id="p">early</p><script>setTimeout(() => { document.getElementById('p').textContent = 'late content'; }, 700);</script></body></html>`)
    .html('/probe', `<html><head><meta name="viewport" content="width=device-width"></head><body><pre id="out"></pre><script>
      document.getElementById('out').textContent = JSON.stringify({ ua: navigator.userAgent, w: innerWidth, dpr: devicePixelRatio,
        touch: navigator.maxTouchPoints, langs: navigator.languages, tz: Intl.DateTimeFormat().resolvedOptions().timeZone, webdriver: navigator.webdriver });
    </script></body></html>`)
    .html('/with-secret', `<html><body><p id="s">no secret</p><script src="/secret.js"></script><img src="/pic.png"></body></html>`)
    .route('/secret.js', (_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(`document.getElementById('s').textContent = 'secret ran';`))
    .route('/pic.png', (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)))
    .route('/to-internal', (_req, res) => res.writeHead(302, { location: 'http://internal.test:' + server.port + '/js' }).end());
  await server.start();
  await pool.start();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

const probe = (html: string): Record<string, unknown> => JSON.parse(/<pre id="out">(.*?)<\/pre>/s.exec(html)?.[1] ?? '{}');

test('JS-rendered content, main-document status, headers and content type', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/js') });
  expect(res.html).toContain('Loaded from-xhr');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-fixture']).toBe('yes');
  expect(res.contentType).toBe('text/html; charset=utf-8');
  expect(res.timings.totalMs).toBeGreaterThanOrEqual(res.timings.navMs);
  expect(pool.stats().busyPages).toBe(0);
});

test('status code of a 404 page', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/nope') });
  expect(res.statusCode).toBe(404);
  expect(res.html).toContain('Not here');
});

test('redirects give the final url and its status', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/redirect') });
  expect(res.url).toBe(server.url('/js'));
  expect(res.statusCode).toBe(200);
  expect(res.html).toContain('Loaded from-xhr');
});

test('waitFor waits for content a timer adds after the network is quiet', async () => {
  const without = await renderPage(pool, { ...base, url: server.url('/late') });
  expect(without.html).toContain('early');
  const withWait = await renderPage(pool, { ...base, url: server.url('/late'), waitFor: 1000 });
  expect(withWait.html).toContain('late content');
});

test('mobile emulation is visible to page JS', async () => {
  const res = probe((await renderPage(pool, { ...base, url: server.url('/probe'), mobile: true })).html);
  expect(res['ua']).toMatch(/Android .* Mobile Safari/);
  expect(res['ua']).not.toMatch(/Headless/);
  expect(res['w']).toBe(390);
  expect(res['dpr']).toBe(3);
  expect(res['touch']).toBeGreaterThan(0);
});

test('desktop default: 1920 wide, no HeadlessChrome in UA or client hints', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/probe') });
  expect(probe(res.html)['w']).toBe(1920);
  const hit = server.hitsFor('/probe').at(-1)!;
  expect(hit.headers['user-agent']).not.toMatch(/Headless/);
  expect(String(hit.headers['sec-ch-ua'])).toContain('Google Chrome');
});

test('location: languages and timezone visible to page JS and in Accept-Language', async () => {
  const res = probe((await renderPage(pool, { ...base, url: server.url('/probe'), location: { country: 'DE' } })).html);
  expect(res['tz']).toBe('Europe/Berlin');
  expect((res['langs'] as string[])[0]).toBe('de-DE');
  const jp = probe((await renderPage(pool, { ...base, url: server.url('/probe'), location: { country: 'jp', languages: ['fr-CA', 'fr'] } })).html);
  expect(jp['tz']).toBe('Asia/Tokyo');
  expect(jp['langs']).toEqual(['fr-CA', 'fr']);
  expect(server.hitsFor('/probe').at(-1)!.headers['accept-language']).toMatch(/^fr-CA,fr/);
});

test('custom headers are sent and a User-Agent header replaces the UA', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/probe'), headers: { 'X-Custom': 'abc', 'User-Agent': 'WsaTestAgent/1.0' } });
  const hit = server.hitsFor('/probe').at(-1)!;
  expect(hit.headers['x-custom']).toBe('abc');
  expect(hit.headers['user-agent']).toBe('WsaTestAgent/1.0');
  expect(probe(res.html)['ua']).toBe('WsaTestAgent/1.0');
});

test('stealth hides navigator.webdriver', async () => {
  const res = probe((await renderPage(pool, { ...base, url: server.url('/probe'), stealth: true })).html);
  expect(res['webdriver']).toBe(false);
});

test('isRequestAllowed refuses a subresource; images are not fetched without a screenshot', async () => {
  const before = server.hitsFor('/secret.js').length;
  const vetted: string[] = [];
  const res = await renderPage(pool, { ...base, url: server.url('/with-secret'), isRequestAllowed: async (u) => (vetted.push(u), !u.endsWith('/secret.js')) });
  expect(res.html).toContain('no secret');
  expect(server.hitsFor('/secret.js').length).toBe(before);
  expect(vetted).toContain(server.url('/with-secret'));
  expect(vetted).not.toContain(server.url('/pic.png')); // blocked by type before any DNS vetting
  const ok = await renderPage(pool, { ...base, url: server.url('/with-secret') });
  expect(ok.html).toContain('secret ran');
});

test('isRequestAllowed refusing the main document or a redirect hop -> blocked_address', async () => {
  await expect(renderPage(pool, { ...base, url: server.url('/js'), isRequestAllowed: async () => false })).rejects.toMatchObject({ kind: 'blocked_address' });
  const denyInternal = async (u: string): Promise<boolean> => !u.includes('internal.test');
  const err = await renderPage(pool, { ...base, url: server.url('/to-internal'), isRequestAllowed: denyInternal }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RenderError);
  expect(err).toMatchObject({ kind: 'blocked_address' });
  expect((err as Error).message).toContain('internal.test');
});

test('DNS failure of the main document -> dns', async () => {
  await expect(renderPage(pool, { ...base, url: 'http://missing.invalid/' })).rejects.toMatchObject({ kind: 'dns' });
});

test('an unreachable port -> navigation', async () => {
  await expect(renderPage(pool, { ...base, url: 'http://127.0.0.1:9/' })).rejects.toMatchObject({ kind: 'navigation' });
});
