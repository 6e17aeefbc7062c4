import { DEFAULT_MAX_BYTES, FetchOptionsSchema } from './fetch-options.schema';

describe('FetchOptionsSchema', () => {
  const base = { timeoutMs: 5000, skipTlsVerification: false, allowLocalTargets: false };

  it('applies size and redirect defaults', () => {
    const parsed = FetchOptionsSchema.parse(base);
    expect(parsed.maxBytes).toBe(DEFAULT_MAX_BYTES);
    expect(parsed.maxBytes).toBe(25 * 1024 * 1024);
    expect(parsed.maxRedirects).toBe(10);
  });

  it('rejects bad values', () => {
    expect(FetchOptionsSchema.safeParse({ ...base, timeoutMs: 0 }).success).toBe(false);
    expect(FetchOptionsSchema.safeParse({ ...base, proxyUrl: 'socks5://p:1080' }).success).toBe(false);
    expect(FetchOptionsSchema.safeParse({ ...base, signal: 'nope' }).success).toBe(false);
    expect(FetchOptionsSchema.safeParse({ ...base, proxyUrl: 'http://user:pw@proxy:3128', signal: new AbortController().signal }).success).toBe(true);
  });
});
