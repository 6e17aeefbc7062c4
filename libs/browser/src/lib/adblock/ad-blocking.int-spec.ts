import { BrowserPool } from '../pool/browser-pool';
import { renderPage } from '../render/render-page';
import { CHROMIUM, FixtureServer, allowAll } from '../../test-support/fixture-server';

const server = new FixtureServer();
// Fake host names stay on loopback, so third-party ad hosts can be served by the fixture server.
const pool = new BrowserPool({ executablePath: CHROMIUM, extraArgs: ['--host-resolver-rules=MAP *.test 127.0.0.1'] });
const base = { timeoutMs: 15000, isRequestAllowed: allowAll };

// The ad script lives on another (fake) host; the port is only known after start().
const ARTICLE = `<html><body style="overflow:hidden">
  <article><h1>Real headline</h1><p>Real text.</p></article>
  <div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk">We use cookies (OneTrust)</div></div>
  <div class="site-cookie-notice" style="position:fixed;bottom:0">Accept our cookies please</div>
  <div class="cookie-recipes">Cookie recipes stay (not an overlay)</div>
  <script src="http://ads.example.test:PORT/ads/banner.js"></script>
  <script src="/app.js"></script>
</body></html>`;

beforeAll(async () => {
  server
    .route('/article', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(ARTICLE.replace('PORT', String(server.port))))
    .route('/ads/banner.js', (_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.body.append("AD-LOADED")'))
    .route('/app.js', (_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end('document.body.append("APP-LOADED")'));
  await server.start();
  await pool.start();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

test('without blockAds the ad script loads and the banners stay', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/article', 'news.test'), blockAds: false });
  expect(res.html).toContain('AD-LOADED');
  expect(res.html).toContain('We use cookies (OneTrust)');
  expect(res.html).toContain('Accept our cookies please');
});

test('blockAds blocks EasyList-matched requests and removes consent overlays, keeping the content', async () => {
  const adHits = server.hits.filter((h) => h.path === '/ads/banner.js').length;
  const res = await renderPage(pool, { ...base, url: server.url('/article', 'news.test'), blockAds: true, screenshot: { fullPage: false } });
  expect(server.hits.filter((h) => h.path === '/ads/banner.js').length).toBe(adHits);
  expect(res.html).not.toContain('AD-LOADED');
  expect(res.html).toContain('APP-LOADED');
  expect(res.html).toContain('Real headline');
  expect(res.html).not.toContain('We use cookies (OneTrust)');
  expect(res.html).not.toContain('Accept our cookies please');
  expect(res.html).toContain('Cookie recipes stay');
  expect(res.html).not.toContain('data-wsa');
  expect(res.html).toMatch(/<body style="overflow: ?auto/); // the banner's scroll lock is undone
});
