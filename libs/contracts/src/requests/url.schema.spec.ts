import { z } from 'zod';
import { expectCustomIssue } from '../testing/issues';
import { INVALID_TLD_MESSAGE, INVALID_URL_MESSAGE, ScrapeUrlSchema, UNSUPPORTED_PROTOCOL_MESSAGE } from './url.schema';

const Holder = z.object({ url: ScrapeUrlSchema });

describe('ScrapeUrlSchema', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  example.com/a?b=1  ', 'http://example.com/a?b=1'],
    ['https://example.com/path', 'https://example.com/path'],
    ['HTTP://Example.com', 'HTTP://Example.com'],
    ['example.com:8080/x', 'http://example.com:8080/x'],
    ['localhost:3000', 'http://localhost:3000'],
    ['http://localhost', 'http://localhost'],
    ['http://app.localhost/x', 'http://app.localhost/x'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://[::1]:3000/', 'http://[::1]:3000/'],
    ['https://münchen.de', 'https://münchen.de'],
    ['https://пример.рф', 'https://пример.рф'],
    ['https://example.xn--p1ai', 'https://example.xn--p1ai'],
  ])('accepts %j as %j', (input, expected) => {
    expect(ScrapeUrlSchema.parse(input)).toBe(expected);
  });

  it.each(['ftp://example.com/file', 'file:///etc/passwd', 'ws://example.com', 'javascript://x.com'])(
    'rejects %j: unsupported protocol',
    (input) => expectCustomIssue(Holder, { url: input }, UNSUPPORTED_PROTOCOL_MESSAGE, ['url']),
  );

  it.each(['http://example', 'intranet', 'https://example.c', 'http://example.1a'])('rejects %j: no valid TLD', (input) =>
    expectCustomIssue(Holder, { url: input }, INVALID_TLD_MESSAGE, ['url']),
  );

  it.each(['http://', 'http://exa mple.com', '', 'http://example.123'])('rejects %j: not a URL', (input) =>
    expectCustomIssue(Holder, { url: input }, INVALID_URL_MESSAGE, ['url']),
  );

  it('rejects non-strings with a type issue', () => {
    const result = ScrapeUrlSchema.safeParse(42);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('invalid_type');
  });

  it('is idempotent (workers re-parse the payload)', () => {
    const once = ScrapeUrlSchema.parse('example.com/a');
    expect(ScrapeUrlSchema.parse(once)).toBe(once);
  });
});
