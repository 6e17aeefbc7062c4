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

/** Deepest nesting a request body may have: the schemas go a few levels deep, a json format's own schema a few dozen. */
export const MAX_BODY_DEPTH = 64;
export const BODY_TOO_DEEP_MESSAGE = `Request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`;

type BodyFinding = { kind: 'nul' | 'depth'; path: (string | number)[] };

/**
 * One walk over a request body before parsing: the first string (object keys included) holding
 * U+0000, which PostgreSQL refuses in text so it would fail when stored, or nesting deeper than
 * MAX_BODY_DEPTH, which would exhaust the stack of any recursive validator. Iterative, so the walk
 * itself cannot overflow. Covers every field of every request schema, present and future.
 */
export function findUnstorableValue(body: unknown): BodyFinding | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: body, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return { kind: 'depth', path: path.slice(0, 3) };
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (typeof key === 'string' && key.includes('\u0000')) return { kind: 'nul', path: [...path, key] };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Path of the first NUL character in a body, or null. */
export function findNulCharacter(value: unknown): (string | number)[] | null {
  const found = findUnstorableValue(value);
  return found?.kind === 'nul' ? found.path : null;
}

/** The NUL and depth checks as a zod error, so callers format it like any other validation failure. */
export function nulCharacterError(body: unknown): z.ZodError | null {
  const found = findUnstorableValue(body);
  if (!found) return null;
  return new z.ZodError([{ code: 'custom', message: found.kind === 'nul' ? NUL_CHARACTER_MESSAGE : BODY_TOO_DEEP_MESSAGE, path: found.path, input: undefined }]);
}
