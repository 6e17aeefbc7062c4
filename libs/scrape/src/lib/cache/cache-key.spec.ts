import { ScrapeRequestSchema } from '@wsa/contracts';
import { scrapeCacheKey, stableStringify } from './cache-key';
import { normalizeCacheUrl } from './normalize-url';

const key = (body: Record<string, unknown>) => scrapeCacheKey(ScrapeRequestSchema.parse({ url: 'https://example.com/a?b=1', ...body }));

describe('normalizeCacheUrl', () => {
  test.each([
    ['HTTPS://Example.COM:443/Path?q=1#frag', 'https://example.com/Path?q=1'],
    ['http://example.com:80', 'http://example.com/'],
    ['http://example.com:8080/x', 'http://example.com:8080/x'],
    ['https://example.com/a/../b?y=2&x=1', 'https://example.com/b?y=2&x=1'],
  ])('%s -> %s', (input, expected) => expect(normalizeCacheUrl(input)).toBe(expected));
});

describe('scrapeCacheKey', () => {
  test('is a sha256 hex digest, equal for equivalent URLs', () => {
    expect(key({})).toMatch(/^[0-9a-f]{64}$/);
    expect(scrapeCacheKey(ScrapeRequestSchema.parse({ url: 'https://EXAMPLE.com:443/a?b=1#top' }))).toBe(key({}));
  });

  test('query, path and scheme are part of the key', () => {
    const base = key({});
    for (const url of ['https://example.com/a?b=2', 'https://example.com/A?b=1', 'http://example.com/a?b=1']) {
      expect(scrapeCacheKey(ScrapeRequestSchema.parse({ url }))).not.toBe(base);
    }
  });

  test('order of formats and tag selectors does not matter; string and object formats are the same', () => {
    expect(key({ formats: ['markdown', 'links'] })).toBe(key({ formats: [{ type: 'links' }, 'markdown'] }));
    expect(key({ includeTags: ['main', 'article'] })).toBe(key({ includeTags: ['article', 'main', ' '] }));
  });

  test.each([
    ['formats', { formats: ['html'] }],
    ['onlyMainContent', { onlyMainContent: false }],
    ['includeTags', { includeTags: ['main'] }],
    ['excludeTags', { excludeTags: ['nav'] }],
    ['removeBase64Images', { removeBase64Images: false }],
    ['mobile', { mobile: true }],
    ['location', { location: { country: 'de' } }],
    ['blockAds', { blockAds: false }],
    ['waitFor', { waitFor: 500 }],
    ['screenshot options', { formats: [{ type: 'screenshot', fullPage: true }] }],
    ['parsers', { parsers: [] }],
    ['headers', { headers: { cookie: 'a=1' } }],
    ['actions', { actions: [{ type: 'scrape' }] }],
  ])('%s changes the key', (_name, option) => expect(key(option)).not.toBe(key({})));

  test('redactPII is part of the key when on (a redacted and a plain document never share an entry)', () => {
    expect(key({ redactPII: true })).not.toBe(key({}));
    expect(key({ redactPII: { mode: 'fast', replaceStyle: 'mask' } })).not.toBe(key({ redactPII: { mode: 'fast' } }));
    expect(key({ redactPII: false })).toBe(key({}));
  });

  test('header values matter, header name case does not', () => {
    expect(key({ headers: { Cookie: 'a=1' } })).toBe(key({ headers: { cookie: 'a=1' } }));
    expect(key({ headers: { cookie: 'a=2' } })).not.toBe(key({ headers: { cookie: 'a=1' } }));
  });

  test('options that do not change content leave the key alone', () => {
    expect(key({ timeout: 30000, maxAge: 1000, proxy: 'basic', storeInCache: false })).toBe(key({}));
  });
});

test('stableStringify sorts keys at every level and drops undefined', () => {
  expect(stableStringify({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
});
