import http from 'http';
import type { AddressInfo } from 'net';

const ARTICLE = `<!doctype html><html lang="en"><head><title>Field notes</title><meta name="description" content="Notes from the field"></head>
<body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<main><article><h1>Field notes</h1><p class="byline">By Ada Walker</p>
<p>The first paragraph of the article explains what happened on the trip, in enough words to be the main content.</p>
<p>The second paragraph links to <a href="/more">more notes</a> and carries on for a while so extraction keeps it.</p>
<table><tr><th>Day</th><th>Distance</th></tr><tr><td>1</td><td>12 km</td></tr></table>
</article></main><footer>Copyright footer</footer></body></html>`;

export type PagesServer = { url: string; hits: Record<string, number>; close(): Promise<void> };

/** Pages the end-to-end tests scrape: an article (title, byline, links, a table), a slow page, and a hit counter. */
export async function startPagesServer(): Promise<PagesServer> {
  const hits: Record<string, number> = {};
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits[path] = (hits[path] ?? 0) + 1;
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
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
