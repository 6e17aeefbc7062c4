import { DEFAULT_USER_AGENT } from './default-headers';
import { buildRequestHeaders, withoutOriginBoundHeaders } from './request-headers';

describe('buildRequestHeaders', () => {
  it('sends Chrome navigation defaults', () => {
    const headers = buildRequestHeaders({});
    expect(headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(headers['user-agent']).toMatch(/Chrome\/\d{3}\.0\.0\.0 Safari\/537\.36$/);
    expect(headers.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(headers['accept-language']).toBe('en-US,en;q=0.9');
    expect(headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(headers['sec-ch-ua']).toContain('Chromium');
  });

  it('uses userAgent and acceptLanguage options, and drops client hints for a custom UA', () => {
    const headers = buildRequestHeaders({ userAgent: 'MyBot/1.0', acceptLanguage: 'de-DE,de;q=0.9' });
    expect(headers['user-agent']).toBe('MyBot/1.0');
    expect(headers['accept-language']).toBe('de-DE,de;q=0.9');
    expect(headers['sec-ch-ua']).toBeUndefined();
  });

  it('lets caller headers override defaults case-insensitively and drops connection-managed ones', () => {
    const headers = buildRequestHeaders({
      userAgent: 'FromOption',
      headers: { 'User-Agent': 'FromHeaders', ACCEPT: 'application/json', 'X-Custom': 'yes', Connection: 'close', 'Content-Length': '5' },
    });
    expect(headers['user-agent']).toBe('FromHeaders');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-custom']).toBe('yes');
    expect(headers.connection).toBeUndefined();
    expect(headers['content-length']).toBeUndefined();
    expect(Object.keys(headers).filter((k) => k.toLowerCase() === 'accept')).toHaveLength(1);
  });

  it('strips credentials for another origin', () => {
    const headers = withoutOriginBoundHeaders({ cookie: 'a=1', authorization: 'Bearer x', 'x-other': '1' });
    expect(headers).toEqual({ 'x-other': '1' });
  });
});
