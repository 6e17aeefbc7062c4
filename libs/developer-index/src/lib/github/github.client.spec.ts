import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import { GithubClient, GithubRateLimitError, nextLink } from './github.client';

describe('nextLink', () => {
  it('reads rel="next" from a Link header', () => {
    expect(nextLink('<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"')).toBe('https://api.github.com/x?page=2');
    expect(nextLink('<https://api.github.com/x?page=1>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

describe('GithubClient rate limits', () => {
  let server: Server;
  let url: string;
  let answers: { status: number; headers: Record<string, string> }[];
  beforeAll(async () => {
    server = createServer((_req, res) => {
      const a = answers.shift() ?? { status: 200, headers: {} };
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(a.status === 200 ? '{"ok":true}' : '{"message":"API rate limit exceeded"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('waits for retry-after, then repeats the request', async () => {
    answers = [{ status: 429, headers: { 'retry-after': '2' } }];
    const waits: number[] = [];
    const client = new GithubClient({ baseUrl: url, maxRateLimitWaitMs: 5000, sleep: async (ms) => { waits.push(ms); } });
    expect(await client.get('/x')).toEqual({ ok: true });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(1500);
  });

  it('gives up with a clear error when the reset is further away than it may wait', async () => {
    const reset = Math.floor(Date.now() / 1000) + 3600;
    answers = [{ status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } }];
    const client = new GithubClient({ baseUrl: url, maxRateLimitWaitMs: 1000, sleep: async () => undefined });
    await expect(client.get('/x')).rejects.toThrow(GithubRateLimitError);
    await expect(client.get('/x')).rejects.toThrow(/resets at .*GITHUB_TOKEN/);
  });

  it('a 403 that is not a limit is an error, not a retry', async () => {
    answers = [{ status: 403, headers: { 'x-ratelimit-remaining': '10' } }];
    const client = new GithubClient({ baseUrl: url, maxRateLimitWaitMs: 1000 });
    await expect(client.get('/x')).rejects.toThrow(/GitHub answered 403/);
  });
});
