import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'http';
import type { AddressInfo } from 'net';
import { gzipSync } from 'zlib';
import { FIXTURE_DOC_PAGES, MISSING_DOC_PATH, type FixtureDocPage } from './docs-site-fixtures';

export type DocsSiteStandIn = {
  url: string;
  /** paths asked, in order */
  requests: string[];
  /** replaces the pages served (and listed in the sitemaps) from now on; `listGone: false` stops listing the 404 page */
  setPages(pages: FixtureDocPage[], opts?: { listGone?: boolean }): void;
  close(): Promise<void>;
};

/**
 * A documentation site on 127.0.0.1 as crawlers meet one: robots.txt naming a sitemap index, which
 * lists a plain child sitemap and a gzipped one (sitemaps.org 0.9), entries with a malformed `<loc>`,
 * a page on another host and one outside /docs/, a listed page that is gone (404), and HTML pages
 * with navigation and footer around the main content.
 */
export async function startDocsSiteStandIn(): Promise<DocsSiteStandIn> {
  let pages = FIXTURE_DOC_PAGES;
  let listGone = true;
  const requests: string[] = [];
  let base = '';
  const urlset = (locs: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `  <url><loc>${l}</loc><lastmod>2026-11-01</lastmod></url>`).join('\n')}\n</urlset>\n`;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', base).pathname;
    requests.push(path);
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    const half = Math.ceil(pages.length / 2);
    if (path === '/robots.txt') return send(200, 'text/plain', `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap-index.xml\n`);
    if (path === '/sitemap-index.xml') {
      return send(200, 'application/xml', `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${base}/sitemaps/docs-1.xml</loc></sitemap>
  <sitemap><loc>${base}/sitemaps/docs-2.xml.gz</loc></sitemap>
  <sitemap><loc>https://elsewhere.invalid/sitemap.xml</loc></sitemap>
</sitemapindex>`);
    }
    if (path === '/sitemaps/docs-1.xml') {
      const body = urlset([...pages.slice(0, half).map((p) => `${base}${p.path}`), `${base}/blog/launch`, 'https://elsewhere.invalid/docs/x'])
        // a malformed entry: a relative loc, and one without any
        .replace('</urlset>', '  <url><loc>docs/relative</loc></url>\n  <url><lastmod>2026-11-01</lastmod></url>\n</urlset>');
      return send(200, 'application/xml', body);
    }
    if (path === '/sitemaps/docs-2.xml.gz') {
      return send(200, 'application/octet-stream', gzipSync(urlset([...pages.slice(half).map((p) => `${base}${p.path}`), ...(listGone ? [`${base}${MISSING_DOC_PATH}`] : [])])));
    }
    const page = pages.find((p) => p.path === path);
    if (!page) return send(404, 'text/html', '<html><head><title>Not found</title></head><body><h1>Page not found</h1></body></html>');
    send(200, 'text/html; charset=utf-8', `<!doctype html><html><head><title>${page.title} | Widgets docs</title></head><body>
<nav><a href="/docs/">Home</a> <a href="/docs/install">Install</a> <a href="/docs/panels">Panels</a></nav>
<main><article>${page.body}</article></main>
<footer>Copyright Widgets contributors</footer></body></html>`);
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base, requests,
    setPages: (next, opts = {}) => {
      pages = next;
      listGone = opts.listGone ?? listGone;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
