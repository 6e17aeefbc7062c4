import { judgePage } from './judge-page';
import type { FetchedPage } from './fetched-page';

const article = `<html><head><title>Article</title></head><body><main><p>${'Real article text about gardens. '.repeat(20)}</p></main></body></html>`;
const page = (text: string, statusCode = 200, engine: 'http' | 'chromium' = 'http', kind: FetchedPage['kind'] = 'html'): FetchedPage => ({
  attempt: { engine, proxy: 'basic' }, url: 'https://example.com/', statusCode, headers: {}, kind, body: Buffer.from(text), text,
});

test('a normal page is ok, whatever its status', () => {
  expect(judgePage(page(article)).verdict).toBe('ok');
  expect(judgePage(page(article, 404)).verdict).toBe('ok');
});

test('a Cloudflare challenge is blocked with its reason', () => {
  expect(judgePage(page('<html><head><title>Just a moment...</title></head><body></body></html>', 403))).toEqual({ verdict: 'blocked', reason: 'cloudflare-challenge' });
});

test('401/403/429 without a recognised block page are denied (also for JSON)', () => {
  expect(judgePage(page(article, 403)).verdict).toBe('denied');
  expect(judgePage(page('{"error":"rate"}', 429, 'http', 'json')).verdict).toBe('denied');
});

test('an app shell needs JS from the HTTP engine only', () => {
  const shell = '<html><body><div id="root"></div><script src="/app.js"></script></body></html>';
  expect(judgePage(page(shell)).verdict).toBe('needs-js');
  expect(judgePage(page(shell, 200, 'chromium')).verdict).toBe('ok');
  expect(judgePage(page('', 200, 'http', 'json')).verdict).toBe('ok');
});
