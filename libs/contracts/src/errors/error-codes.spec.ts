import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes';

describe('ERROR_STATUS', () => {
  it('maps every code and only those codes', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each([
    ['BAD_REQUEST', 400],
    ['BAD_REQUEST_INVALID_JSON', 400],
    ['INVALID_JOB_ID', 400],
    ['FEATURE_NOT_AVAILABLE', 400],
    ['PAYLOAD_TOO_LARGE', 413],
    ['UNAUTHORIZED', 401],
    ['INSUFFICIENT_CREDITS', 402],
    ['FORBIDDEN', 403],
    ['RATE_LIMIT_EXCEEDED', 429],
    ['NOT_FOUND', 404],
    ['JOB_NOT_FOUND', 404],
    ['SESSION_DESTROYED', 410],
    ['SCRAPE_TIMEOUT', 408],
    ['SCRAPE_NO_CACHED_DATA', 404],
    ['SCRAPE_LOCKDOWN_CACHE_MISS', 404],
    ['SCRAPE_DNS_RESOLUTION_ERROR', 200],
    ['SCRAPE_BLOCKED_TARGET', 403],
    ['unsafe_domain_blocked', 403],
    ['SCRAPE_SSL_ERROR', 500],
    ['SCRAPE_CONNECTION_ERROR', 502],
    ['SCRAPE_ALL_ENGINES_FAILED', 500],
    ['SEARCH_PROVIDER_NOT_CONFIGURED', 503],
    ['SEARCH_PROVIDER_ERROR', 502],
    ['FEEDBACK_WINDOW_EXPIRED', 409],
    ['support_agent_timeout', 504],
    ['SERVICE_UNAVAILABLE', 503],
    ['UNKNOWN_ERROR', 500],
  ] as const)('%s -> %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('uses only statuses an HTTP client understands', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status === 200 || (status >= 400 && status <= 599)).toBe(true);
  });

  it('isErrorCode recognises exactly the listed codes', () => {
    expect(isErrorCode('SCRAPE_TIMEOUT')).toBe(true);
    expect(isErrorCode('scrape_timeout')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
