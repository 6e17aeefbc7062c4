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

/** A restaurant menu as a PDF: section lines in a larger font, one priced item per line, a description under some. */
function buildMenuPdf(): Buffer {
  const rows: [string, number][] = [
    ['Trattoria Lucia', 26], ['STARTERS', 18], ['Burrata ........ EUR 9.50', 12], ['heritage tomatoes, basil oil (v)', 12], ['Arancini ........ EUR 7.00', 12],
    ['PIZZA', 18], ['Margherita ........ EUR 11.00', 12], ['Diavola ........ EUR 13.50', 12], ['spicy salami, chilli', 12],
  ];
  let y = 60;
  const lines = rows.map(([text, size]) => {
    const line = { text, size, y };
    y += size > 12 ? 44 : 34;
    return line;
  });
  return buildPdf([{ lines }], 'Trattoria Lucia menu');
}

async function buildPdfs(): Promise<Pick<SiteState, 'textPdf' | 'scannedPdf' | 'menuPdf'>> {
  const textPdf = buildPdf([
    { lines: [{ text: PDF_TEXT.title, size: 24, y: 72 }, { text: PDF_TEXT.body, size: 12, y: 120 }] },
    { lines: [{ text: 'Second page: watering notes for the summer season.', size: 12, y: 72 }] },
  ], PDF_TEXT.title);
  const scanSource = buildPdf([{ lines: [{ text: PDF_TEXT.scannedBody, size: 28, y: 100 }] }], 'Scan source');
  return { textPdf, menuPdf: buildMenuPdf(), scannedPdf: await buildScannedPdf(scanSource, 'Scanned letter') };
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
