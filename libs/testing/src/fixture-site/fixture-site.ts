import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureRoutes, notFoundRoute, type SiteState } from './fixture-routes';
import { buildPdf, buildScannedPdf } from './pdf-builder';

export type FixtureSite = {
  /** Base URL, `http://127.0.0.1:<port>` (no trailing slash). */
  url: string;
  /** Requests served for a path (query ignored) since start. */
  hits(path: string): number;
  close(): Promise<void>;
};

/** Words the fixture PDFs contain, for tests to look for. */
export const PDF_TEXT = {
  title: 'Quarterly Garden Report',
  body: 'Tomato harvest grew by forty percent this quarter.',
  scannedBody: 'Scanned letter about compost deliveries.',
};

async function buildPdfs(): Promise<Pick<SiteState, 'textPdf' | 'scannedPdf'>> {
  const textPdf = buildPdf([
    { lines: [{ text: PDF_TEXT.title, size: 24, y: 72 }, { text: PDF_TEXT.body, size: 12, y: 120 }] },
    { lines: [{ text: 'Second page: watering notes for the summer season.', size: 12, y: 72 }] },
  ], PDF_TEXT.title);
  const scanSource = buildPdf([{ lines: [{ text: PDF_TEXT.scannedBody, size: 28, y: 100 }] }], 'Scan source');
  return { textPdf, scannedPdf: await buildScannedPdf(scanSource, 'Scanned letter') };
}

/**
 * The web site scrape integration tests run against: a node:http server on 127.0.0.1 (random
 * port) serving article, JS-rendered, slow, redirecting, non-UTF-8, PDF, JSON, text, ad, form,
 * 404, huge, block-page, image and hit-counting fixtures (routes in fixture-routes.ts).
 */
export async function startFixtureSite(): Promise<FixtureSite> {
  const state: SiteState = { ...(await buildPdfs()), hits: new Map() };
  const routes = fixtureRoutes(state);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.local');
    state.hits.set(url.pathname, (state.hits.get(url.pathname) ?? 0) + 1);
    (routes.get(url.pathname) ?? notFoundRoute)(req, res, url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => state.hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
