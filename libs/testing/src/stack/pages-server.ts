import http from 'http';
import type { AddressInfo } from 'net';
import { BRAND_ASSETS } from '../fixture-site/brand-pages';

const ARTICLE = `<!doctype html><html lang="en"><head><title>Field notes</title><meta name="description" content="Notes from the field"></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>Field notes</h1><p class="byline">By Ada Walker</p>
<p>The first paragraph of the article explains what happened on the trip, in enough words to be the main content.</p>
<p>The second paragraph links to <a href="/more">more notes</a> and carries on for a while so extraction keeps it.</p>
<table><tr><th>Day</th><th>Distance</th></tr><tr><td>1</td><td>12 km</td></tr></table>
</article></main><footer>Copyright footer</footer></body></html>`;

// Contact details a redactPII test must not see again (fictitious, but valid-looking).
const CONTACT = `<!doctype html><html lang="en"><head><title>Contact the desk</title></head><body><main><article>
<h1>Contact the desk</h1><p>Write to Margaret Thompson at margaret.thompson@example.com or call +1 415 555 0134 during office hours.</p>
<p>The desk answers questions about deliveries, invoices and opening times within two working days.</p></article></main></body></html>`;

/** A page whose price line changes between versions (`setPriceVersion`); the timestamp is noise. */
function pricesPage(version: number): string {
  const price = version === 1 ? '$10 per month' : '$12 per month';
  return `<!doctype html><html lang="en"><head><title>Prices</title></head><body><main><article><h1>Prices</h1>
<p>Our starter plan costs ${price}, billed yearly, and includes every feature of the service.</p>
<p>The team plan adds shared workspaces and priority support for larger groups of people.</p>
<p>Last updated ${new Date().toISOString()}</p></article></main></body></html>`;
}

export type PagesServer = { url: string; hits: Record<string, number>; setPriceVersion(version: number): void; close(): Promise<void> };

/**
 * Pages the end-to-end tests scrape: an article (title, byline, links, a table), a slow page, a
 * branded page with its assets (`/brand`), a contact page with personal data (`/contact`), a
 * prices page that changes on demand (`/prices`), and a hit counter.
 */
export async function startPagesServer(): Promise<PagesServer> {
  const hits: Record<string, number> = {};
  let priceVersion = 1;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits[path] = (hits[path] ?? 0) + 1;
    const asset = BRAND_ASSETS[path];
    if (asset) return void res.writeHead(200, { 'content-type': asset.contentType }).end(asset.body);
    if (path === '/contact' || path === '/prices') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(path === '/contact' ? CONTACT : pricesPage(priceVersion));
    }
    if (path === '/slow') {
      const t = setTimeout(() => res.end('<html><body>late</body></html>'), 8000);
      req.on('close', () => clearTimeout(t));
      return;
    }
    res.writeHead(path === '/article' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(path === '/article' ? ARTICLE : '<html><head><title>Not here</title></head><body><p>No such page.</p></body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    setPriceVersion: (version) => { priceVersion = version; },
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
