import type { IncomingMessage, ServerResponse } from 'node:http';
import { ADS_PAGE, ARTICLE_PAGE, IMAGES_PAGE, NOT_FOUND_PAGE, counterPage } from './article-pages';
import { BRAND_ASSETS } from './brand-pages';
import { SHOP_CATEGORY_PAGE } from './listing-pages';
import { charsetPages } from './charset-pages';
import { BLOCK_PAGE, CHALLENGE_PAGE, CHALLENGE_PASSED_PAGE, FORM_PAGE, JS_RENDERED_PAGE } from './interactive-pages';

export type Route = (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => void;
export type SiteState = { textPdf: Buffer; scannedPdf: Buffer; menuPdf: Buffer; hits: Map<string, number> };

export const SAMPLE_JSON = { name: 'fixture', items: [1, 2, 3], nested: { ok: true } };
export const SAMPLE_TEXT = 'Plain text notes\r\nLine two of the notes.\r\n  indented line three\n';

const send = (res: ServerResponse, status: number, contentType: string, body: string | Buffer, extra: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': contentType, ...extra }).end(body);
const html = (body: string, status = 200): Route => (_req, res) => send(res, status, 'text/html; charset=utf-8', body);
const redirect = (status: number, location: string): Route => (_req, res) => res.writeHead(status, { location }).end();

/** Every path the fixture site serves; unknown paths get the 404 page. */
export function fixtureRoutes(state: SiteState): Map<string, Route> {
  const routes = new Map<string, Route>([
    ['/article', html(ARTICLE_PAGE)],
    ['/js-rendered', html(JS_RENDERED_PAGE)],
    ['/ads', html(ADS_PAGE)],
    ['/ads/adsbygoogle.js', (_req, res) => send(res, 200, 'text/javascript', 'window.adsLoaded = true;')],
    ['/form', html(FORM_PAGE)],
    ['/images', html(IMAGES_PAGE)],
    ['/shop/chess-sets', html(SHOP_CATEGORY_PAGE)],
    ['/blocked', html(BLOCK_PAGE, 403)],
    ['/challenge', challengeRoute],
    ['/counter', (_req, res) => send(res, 200, 'text/html; charset=utf-8', counterPage(state.hits.get('/counter') ?? 0))],
    ['/slow', slowRoute],
    ['/redirect/start', redirect(301, '/redirect/middle')],
    ['/redirect/middle', redirect(302, '/redirect/end')],
    ['/redirect/end', html(ARTICLE_PAGE)],
    ['/data.json', (_req, res) => send(res, 200, 'application/json', JSON.stringify(SAMPLE_JSON))],
    ['/notes.txt', (_req, res) => send(res, 200, 'text/plain; charset=utf-8', SAMPLE_TEXT)],
    ['/doc.pdf', (_req, res) => send(res, 200, 'application/pdf', state.textPdf)],
    ['/download', (_req, res) => send(res, 200, 'application/octet-stream', state.textPdf)],
    ['/menu.pdf', (_req, res) => send(res, 200, 'application/pdf', state.menuPdf)],
    ['/scanned.pdf', (_req, res) => send(res, 200, 'application/pdf', state.scannedPdf)],
    ['/huge', hugeRoute],
  ]);
  for (const [path, page] of Object.entries(BRAND_ASSETS)) routes.set(path, (_req, res) => send(res, 200, page.contentType, page.body));
  for (const [path, page] of Object.entries(charsetPages())) routes.set(path, (_req, res) => send(res, 200, page.contentType, page.body));
  return routes;
}

export const notFoundRoute: Route = html(NOT_FOUND_PAGE, 404);

function challengeRoute(req: IncomingMessage, res: ServerResponse): void {
  const passed = /(?:^|;\s*)cf_clearance=fixture/.test(req.headers.cookie ?? '');
  send(res, passed ? 200 : 403, 'text/html; charset=utf-8', passed ? CHALLENGE_PASSED_PAGE : CHALLENGE_PAGE);
}

/** `/slow?ms=N` answers after N ms (default 5000); the timer is dropped if the client leaves. */
function slowRoute(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
  const ms = Number(query.get('ms') ?? 5000);
  const timer = setTimeout(() => html(`<html><head><title>Slow page</title></head><body><main><p>This page took ${ms} ms to answer, which is slow enough to test scrape timeouts and deadlines.</p></main></body></html>`)(req, res, query), ms);
  res.on('close', () => clearTimeout(timer));
}

/** `/huge?mb=N` streams an N MB (default 5) article of repeated paragraphs. */
function hugeRoute(_req: IncomingMessage, res: ServerResponse, query: URLSearchParams): void {
  const bytes = Math.round(Number(query.get('mb') ?? 5) * 1024 * 1024);
  const paragraph = Buffer.from('<p>Huge page paragraph with enough words to look like real prose about gardens and tomatoes.</p>\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.write('<!doctype html><html><head><title>Huge page</title></head><body><main>');
  let sent = 0;
  const pump = (): void => {
    while (sent < bytes) {
      sent += paragraph.length;
      if (!res.write(paragraph)) return void res.once('drain', pump);
    }
    res.end('</main></body></html>');
  };
  res.on('error', () => undefined);
  pump();
}
