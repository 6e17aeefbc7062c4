import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadFixtures, type Fixtures } from './stand-in-fixtures.loader';
import { searchCorpora, type StandInRequest } from './stand-in-search.util';
import { anomalyPage, noResultsPage, resultsPage, vqdPage } from './duckduckgo-stand-in.pages';

export type DuckduckgoStandIn = { url: string; requests: URL[]; close(): Promise<void> };

const PAGE_SIZE = 10;
const DF_RANGES: Record<string, string> = { d: 'day', w: 'week', m: 'month', y: 'year' };
/** Queries that make the stand-in misbehave like the real site does. */
export const DUCKDUCKGO_SCENARIOS = { rateLimited: 'trigger bot check', nothing: 'zzqx nothing matches' };

/**
 * A local stand-in for DuckDuckGo (design.md section 6): the no-JavaScript results page at
 * `/html/` (GET, `s` offset, a "Next" form), the `vqd` token page at `/`, and the JSON behind the
 * news and image tabs (`/news.js`, `/i.js`), in the site's own markup and field names, answered
 * from the SearXNG stand-in's fixture corpora. One query answers the bot-check (anomaly) page,
 * another the no-results page.
 */
export async function startDuckduckgoStandIn(opts: { fixturesDir?: string } = {}): Promise<DuckduckgoStandIn> {
  const fixtures = loadFixtures(opts.fixturesDir ?? join(__dirname, 'fixtures'));
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    try {
      handle(req, res, fixtures, requests);
    } catch {
      send(res, 500, 'text/plain', 'error');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function handle(req: IncomingMessage, res: ServerResponse, fixtures: Fixtures, requests: URL[]): void {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  requests.push(url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  if (q.includes(DUCKDUCKGO_SCENARIOS.rateLimited)) return send(res, 202, 'text/html; charset=UTF-8', anomalyPage(q));
  if (url.pathname === '/') return send(res, 200, 'text/html; charset=UTF-8', vqdPage(q));
  const offset = Number(url.searchParams.get('s') ?? '0') || 0;
  const request: StandInRequest = {
    q,
    categories: [url.pathname === '/news.js' ? 'news' : url.pathname === '/i.js' ? 'images' : 'general'],
    pageno: Math.floor(offset / PAGE_SIZE) + 1,
    timeRange: DF_RANGES[url.searchParams.get('df') ?? ''],
    safesearch: ['1'].includes(url.searchParams.get('kp') ?? url.searchParams.get('p') ?? '') ? 2 : 0,
  };
  const corpus = fixtures.corpora.get(request.categories[0]);
  const corpora = corpus ? [corpus] : [];
  const rows = q.includes(DUCKDUCKGO_SCENARIOS.nothing) ? [] : searchCorpora(corpora, request, Date.now());
  if (url.pathname === '/html/') {
    if (!q) return send(res, 200, 'text/html; charset=UTF-8', noResultsPage(''));
    if (rows.length === 0) return send(res, 200, 'text/html; charset=UTF-8', noResultsPage(q));
    const more = searchCorpora(corpora, { ...request, pageno: request.pageno + 1 }, Date.now()).length > 0;
    return send(res, 200, 'text/html; charset=UTF-8', resultsPage(q, rows, more ? offset + rows.length : undefined));
  }
  if (!url.searchParams.get('vqd')) return send(res, 403, 'application/json', '{"error":"vqd missing"}');
  if (url.pathname === '/news.js') {
    const results = rows.map((r) => ({
      date: typeof r.publishedDate === 'string' ? Math.floor(Date.parse(`${r.publishedDate}Z`) / 1000) : undefined,
      excerpt: r.content, image: r.thumbnail ?? '', relative_time: '', source: new URL(String(r.url)).hostname, title: r.title, url: r.url,
    }));
    return send(res, 200, 'application/json', JSON.stringify({ ads: [], query: q, queryEncoded: encodeURIComponent(q), response_type: 'places', results, vqd: { [q]: url.searchParams.get('vqd') } }));
  }
  if (url.pathname === '/i.js') {
    const results = rows.map((r) => {
      const [width, height] = String(r.resolution ?? '').split(/\s*x\s*/).map(Number);
      return { height: height || 0, image: r.img_src, image_token: 'x', source: 'Bing', thumbnail: r.thumbnail_src ?? r.img_src, title: r.title, url: r.url, width: width || 0 };
    });
    return send(res, 200, 'application/json', JSON.stringify({ ads: null, next: 'i.js?q=x&s=100', query: q, queryEncoded: encodeURIComponent(q), response_type: 'images', results, vqd: { [q]: url.searchParams.get('vqd') } }));
  }
  send(res, 404, 'text/html', '<html><body>Not found</body></html>');
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}
