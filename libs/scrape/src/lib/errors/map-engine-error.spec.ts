import { RenderError } from '@wsa/browser';
import { FetchError, type FetchErrorKind } from '@wsa/fetcher';
import { PdfParseError } from '@wsa/pdf';
import { mapEngineError } from './map-engine-error';
import { ScrapeFailure } from './scrape-failure';

const ctx = { url: 'https://shop.example/item', timeoutMs: 5000, cancelledByCaller: false };

describe('FetchError', () => {
  test.each<[FetchErrorKind, string, boolean]>([
    ['blocked_address', 'SCRAPE_BLOCKED_TARGET', false],
    ['tls', 'SCRAPE_SSL_ERROR', false],
    ['timeout', 'SCRAPE_TIMEOUT', false],
    ['aborted', 'SCRAPE_TIMEOUT', false],
    ['too_large', 'SCRAPE_TOO_LARGE', false],
    ['connection', 'SCRAPE_CONNECTION_ERROR', false],
    ['too_many_redirects', 'SCRAPE_ALL_ENGINES_FAILED', true],
    ['protocol', 'SCRAPE_ALL_ENGINES_FAILED', true],
  ])('%s -> %s', (kind, code, engineFailure) => {
    const failure = mapEngineError(new FetchError(kind, 'boom'), ctx)!;
    expect([failure.code, failure.engineFailure]).toEqual([code, engineFailure]);
  });

  test('dns carries the compat message with the host', () => {
    expect(mapEngineError(new FetchError('dns', 'x', 'nope.invalid'), ctx)!.message).toBe('DNS resolution failed for hostname nope.invalid');
  });

  test('timeout says how long; a caller abort says cancelled', () => {
    expect(mapEngineError(new FetchError('timeout', 'x'), ctx)!.message).toBe('Scrape timed out after 5000ms.');
    expect(mapEngineError(new FetchError('aborted', 'x'), { ...ctx, cancelledByCaller: true })!.message).toBe('The scrape was cancelled.');
  });
});

describe('RenderError', () => {
  test('action failures keep index and type', () => {
    const failure = mapEngineError(new RenderError('action', "Action 2 (click) failed: no element matches selector '#x'", { actionIndex: 2, actionType: 'click' }), ctx)!;
    expect(failure).toMatchObject({ code: 'SCRAPE_ACTION_ERROR', details: { actionIndex: 2, actionType: 'click' } });
    expect(failure.message).toContain('Action 2 (click)');
  });

  test.each([
    ['timeout', 'x', 'SCRAPE_TIMEOUT', false],
    ['aborted', 'x', 'SCRAPE_TIMEOUT', false],
    ['blocked_address', 'x', 'SCRAPE_BLOCKED_TARGET', false],
    ['dns', 'x', 'SCRAPE_DNS_RESOLUTION_ERROR', false],
    ['navigation', 'net::ERR_CERT_AUTHORITY_INVALID', 'SCRAPE_SSL_ERROR', false],
    ['navigation', 'net::ERR_CONNECTION_REFUSED at https://shop.example', 'SCRAPE_CONNECTION_ERROR', false],
    ['navigation', 'net::ERR_FAILED', 'SCRAPE_ALL_ENGINES_FAILED', true],
    ['crashed', 'browser disconnected', 'SCRAPE_ALL_ENGINES_FAILED', true],
  ] as const)('%s (%s) -> %s', (kind, message, code, engineFailure) => {
    const failure = mapEngineError(new RenderError(kind, message), ctx)!;
    expect([failure.code, failure.engineFailure]).toEqual([code, engineFailure]);
  });

  test('dns names the URL host', () => {
    expect(mapEngineError(new RenderError('dns', 'net::ERR_NAME_NOT_RESOLVED'), ctx)!.message).toBe('DNS resolution failed for hostname shop.example');
  });
});

test('PdfParseError: timeout is a timeout, the rest is SCRAPE_PDF_ERROR', () => {
  expect(mapEngineError(new PdfParseError('timeout', 'x'), ctx)!.code).toBe('SCRAPE_TIMEOUT');
  for (const kind of ['invalid', 'encrypted', 'ocr_failed'] as const) {
    expect(mapEngineError(new PdfParseError(kind, 'x'), ctx)!.code).toBe('SCRAPE_PDF_ERROR');
  }
});

test('a ScrapeFailure passes through; anything else is not classified (the job crashes and retries)', () => {
  const failure = new ScrapeFailure('SCRAPE_SITE_BLOCKED', 'blocked');
  expect(mapEngineError(failure, ctx)).toBe(failure);
  expect(mapEngineError(new TypeError('bug'), ctx)).toBeUndefined();
  expect(mapEngineError('string', ctx)).toBeUndefined();
});
