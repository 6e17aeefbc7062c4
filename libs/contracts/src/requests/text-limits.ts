import { z } from 'zod';

// Upper bounds of the free-text fields the spec leaves open. Every value is stored (job payloads,
// the cache key) and some are sent on to search providers or pages: an unbounded field lets one
// request store and charge kilobytes of noise. The limits sit well above any real use.
export const TEXT_LIMITS = {
  url: 8192,
  tbs: 200,
  searchLocation: 200,
  /** a CSS selector (includeTags/excludeTags entries, action selectors) */
  selector: 1000,
  tagCount: 100,
  headerCount: 50,
  headerName: 256,
  headerValue: 8192,
  languageTag: 35,
  languageCount: 20,
  actionText: 10000,
  actionKey: 100,
  script: 100000,
  clientLabel: 200,
  changeTrackingTag: 256,
} as const;

/** A string of at most `max` characters, with a message naming the field. */
export function boundedText(field: string, max: number) {
  return z.string().max(max, { error: `${field} must be at most ${max} characters` });
}

/** includeTags / excludeTags: CSS selectors, each bounded, at most `tagCount` of them. */
export function selectorList(field: string) {
  return z
    .array(boundedText(`Each ${field} entry`, TEXT_LIMITS.selector))
    .max(TEXT_LIMITS.tagCount, { error: `${field} accepts at most ${TEXT_LIMITS.tagCount} selectors` });
}

// What an HTTP client will actually send (RFC 9110 token names; field values without CR/LF or
// characters outside Latin-1): anything else would only fail later, inside the scrape.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
export const HEADER_NAME_MESSAGE = 'A header name may only hold letters, digits and !#$%&\'*+.^_`|~-';
export const HEADER_VALUE_MESSAGE = 'A header value may not hold line breaks, control characters or characters beyond Latin-1';

/** Custom request headers sent to the page: valid, bounded names and values, and a bounded count. */
export const RequestHeadersSchema = z
  .record(
    boundedText('A header name', TEXT_LIMITS.headerName).regex(HEADER_NAME, { message: HEADER_NAME_MESSAGE }),
    boundedText('A header value', TEXT_LIMITS.headerValue).regex(HEADER_VALUE, { message: HEADER_VALUE_MESSAGE }),
  )
  .refine((headers) => Object.keys(headers).length <= TEXT_LIMITS.headerCount, {
    message: `headers accepts at most ${TEXT_LIMITS.headerCount} entries`,
  });

export const NUL_CHARACTER_MESSAGE = 'Text fields must not contain the NUL character (\\u0000)';

/**
 * Finds the first string (object keys included) holding U+0000 anywhere in a request body.
 * PostgreSQL refuses 0x00 in text, so such a value would fail when stored; one walk before
 * parsing covers every string field of every request schema, present and future.
 */
export function findNulCharacter(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = findNulCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** The NUL check as a zod error, so callers format it like any other validation failure. */
export function nulCharacterError(body: unknown): z.ZodError | null {
  const path = findNulCharacter(body);
  if (!path) return null;
  return new z.ZodError([{ code: 'custom', message: NUL_CHARACTER_MESSAGE, path, input: undefined }]);
}
