import { ScrapeRequestSchema } from './scrape.schema';
import { SearchRequestSchema } from './search.schema';
import { BODY_TOO_DEEP_MESSAGE, findNulCharacter, HEADER_VALUE_MESSAGE, MAX_BODY_DEPTH, nulCharacterError, NUL_CHARACTER_MESSAGE, TEXT_LIMITS } from './text-limits';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('free-text bounds', () => {
  it('refuses a tbs or location longer than its limit, in the body and in a web source', () => {
    const long = 'x'.repeat(TEXT_LIMITS.tbs + 1);
    expect(messages(SearchRequestSchema.safeParse({ query: 'q', tbs: long }))).toEqual(['tbs must be at most 200 characters']);
    expect(SearchRequestSchema.safeParse({ query: 'q', location: 'y'.repeat(201) }).success).toBe(false);
    expect(SearchRequestSchema.safeParse({ query: 'q', sources: [{ type: 'web', tbs: long }] }).success).toBe(false);
    expect(SearchRequestSchema.safeParse({ query: 'q', tbs: 'qdr:d', location: 'Berlin, Germany' }).success).toBe(true);
  });

  it('bounds header names, values and count', () => {
    const url = 'https://example.com';
    expect(ScrapeRequestSchema.safeParse({ url, headers: { 'x-a': 'v' } }).success).toBe(true);
    expect(ScrapeRequestSchema.safeParse({ url, headers: { 'x-a': 'v'.repeat(TEXT_LIMITS.headerValue + 1) } }).success).toBe(false);
    expect(ScrapeRequestSchema.safeParse({ url, headers: { ['n'.repeat(257)]: 'v' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: TEXT_LIMITS.headerCount + 1 }, (_, i) => [`x-${i}`, 'v']));
    expect(messages(ScrapeRequestSchema.safeParse({ url, headers: many }))).toEqual(['headers accepts at most 50 entries']);
  });

  it('accepts only header names and values an HTTP client can send', () => {
    const url = 'https://example.com';
    expect(ScrapeRequestSchema.safeParse({ url, headers: { 'X-Api_Key.v2': 'Bearer abc; q=1\tcafé' } }).success).toBe(true);
    for (const name of ['bad name', 'x:y', '', 'ü']) expect(ScrapeRequestSchema.safeParse({ url, headers: { [name]: 'v' } }).success).toBe(false);
    for (const value of ['a\r\nSet-Cookie: x', 'a\nb', '\u0001', '漢字']) {
      expect(messages(ScrapeRequestSchema.safeParse({ url, headers: { 'x-a': value } }))).toEqual([HEADER_VALUE_MESSAGE]);
    }
  });

  it('bounds includeTags/excludeTags entries and count, action selectors and the url', () => {
    const url = 'https://example.com';
    expect(ScrapeRequestSchema.safeParse({ url, includeTags: ['s'.repeat(1001)] }).success).toBe(false);
    expect(ScrapeRequestSchema.safeParse({ url, excludeTags: Array.from({ length: 101 }, () => 'nav') }).success).toBe(false);
    expect(ScrapeRequestSchema.safeParse({ url, includeTags: ['article', 'main'] }).success).toBe(true);
    expect(ScrapeRequestSchema.safeParse({ url, actions: [{ type: 'click', selector: 'a'.repeat(1001) }] }).success).toBe(false);
    expect(ScrapeRequestSchema.safeParse({ url: `${url}/${'p'.repeat(TEXT_LIMITS.url)}` }).success).toBe(false);
  });
});

describe('NUL characters', () => {
  it('finds U+0000 in any string or key, nested anywhere, with its path', () => {
    expect(findNulCharacter({ query: 'ok', scrapeOptions: { headers: { a: 'b\u0000' } } })).toEqual(['scrapeOptions', 'headers', 'a']);
    expect(findNulCharacter({ includeTags: ['a', 'b\u0000c'] })).toEqual(['includeTags', 1]);
    expect(findNulCharacter({ headers: { 'x\u0000': 'v' } })).toEqual(['headers', 'x\u0000']);
    expect(findNulCharacter({ query: 'plain', n: 1, list: [null, true] })).toBeNull();
  });

  it('reports it as one custom zod issue with a clear message', () => {
    const err = nulCharacterError({ tbs: 'a\u0000' });
    expect(err?.issues).toEqual([expect.objectContaining({ code: 'custom', message: NUL_CHARACTER_MESSAGE, path: ['tbs'] })]);
    expect(nulCharacterError({ tbs: 'a' })).toBeNull();
  });
});

describe('nesting depth', () => {
  it('refuses a body nested deeper than MAX_BODY_DEPTH without overflowing the stack (100,000 levels)', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100000)}1${'}'.repeat(100000)}`);
    const err = nulCharacterError({ query: 'x', nested: deep });
    expect(err?.issues[0]).toMatchObject({ message: BODY_TOO_DEEP_MESSAGE });
    const ok = JSON.parse(`${'['.repeat(MAX_BODY_DEPTH - 1)}1${']'.repeat(MAX_BODY_DEPTH - 1)}`);
    expect(nulCharacterError({ list: ok })).toBeNull();
  });
});

