import https from 'https';
import type { AddressInfo } from 'net';
import { createSelfSignedCert } from '@wsa/testing';
import { BrowserPool } from '../pool/browser-pool';
import { CHROMIUM, allowAll } from '../../test-support/fixture-server';
import { renderPage } from './render-page';

// skipTlsVerification applies to one page: a job that asks for it reaches a self-signed site,
// a job sharing the same browser without it still gets the certificate error.
const pool = new BrowserPool({ executablePath: CHROMIUM, maxPagesPerBrowser: 2 });
let server: https.Server;
let url: string;

beforeAll(async () => {
  server = https.createServer(createSelfSignedCert(), (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><p>self-signed hello</p></body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  await pool.start();
});
afterAll(async () => {
  await pool.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

test('renders a self-signed site only when skipTlsVerification is set', async () => {
  const ok = await renderPage(pool, { url, timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll, skipTlsVerification: true });
  expect(ok.html).toContain('self-signed hello');
  await expect(renderPage(pool, { url, timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll })).rejects.toThrow();
});
