import { fixtureRoutes, PAGE } from '../test-support/fixture-routes';
import { startLocalServer, type LocalServer } from '../test-support/local-server';
import { fetchFailure as failure } from '../test-support/fetch-failure';
import type { FetchOptions } from './fetch-options.schema';
import { fetchUrl } from './fetch-url';
import { closeFetcherDispatchers } from './http/dispatcher-pool';

const local: FetchOptions = { timeoutMs: 10_000, skipTlsVerification: false, allowLocalTargets: true };


describe('fetchUrl against a local server', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer(fixtureRoutes());
  });
  afterAll(async () => {
    await closeFetcherDispatchers();
    await server.close();
  });

  it('returns status, flattened headers, content type, body and timing', async () => {
    const result = await fetchUrl(server.url('/ok'), local);
    expect(result.statusCode).toBe(200);
    expect(result.url).toBe(server.url('/ok'));
    expect(result.requestedUrl).toBe(server.url('/ok'));
    expect(result.redirects).toEqual([]);
    expect(result.contentType).toBe('text/html; charset=utf-8');
    expect(result.headers['x-multi']).toBe('a, b');
    expect(result.headers['set-cookie']).toBe('a=1\nb=2');
    expect(result.body.toString()).toBe(PAGE);
    expect(result.timings.totalMs).toBeGreaterThan(0);
  });

  it('returns non-2xx responses with their body', async () => {
    const result = await fetchUrl(server.url('/missing'), local);
    expect(result.statusCode).toBe(404);
    expect(result.body.toString()).toBe('not found');
  });

  it('sends browser defaults and lets caller headers override them case-insensitively', async () => {
    const defaults = JSON.parse((await fetchUrl(server.url('/echo-headers'), local)).body.toString());
    expect(defaults['user-agent']).toMatch(/Chrome\/\d+/);
    expect(defaults['accept-encoding']).toBe('gzip, deflate, br');
    expect(defaults['accept-language']).toBe('en-US,en;q=0.9');
    const custom = await fetchUrl(server.url('/echo-headers'), {
      ...local,
      acceptLanguage: 'fr-FR',
      headers: { 'USER-AGENT': 'Custom/1', 'X-Token': 'abc', Cookie: 'session=1' },
    });
    const echoed = JSON.parse(custom.body.toString());
    expect(echoed).toMatchObject({ 'user-agent': 'Custom/1', 'x-token': 'abc', cookie: 'session=1', 'accept-language': 'fr-FR' });
  });

  it('follows relative and absolute redirects (301, 307, 303) and records each hop', async () => {
    const result = await fetchUrl(server.url('/r/start'), local);
    expect(result.statusCode).toBe(200);
    expect(result.redirects).toEqual([server.url('/r/next'), server.url('/r/last'), server.url('/ok')]);
    expect(result.url).toBe(server.url('/ok'));
    expect(result.requestedUrl).toBe(server.url('/r/start'));
  });

  it('vetRedirect is asked before each hop; its refusal stops the fetch before the hop and reaches the caller as is', async () => {
    const vetted: string[] = [];
    const refusal = new Error('refused by the caller');
    const vetRedirect = async (url: string) => {
      vetted.push(url);
      if (url.endsWith('/r/last')) throw refusal;
    };
    const before = server.requests.filter((r) => r === '/r/last').length;
    await expect(fetchUrl(server.url('/r/start'), { ...local, vetRedirect })).rejects.toBe(refusal);
    expect(vetted).toEqual([server.url('/r/next'), server.url('/r/last')]);
    expect(server.requests.filter((r) => r === '/r/last').length).toBe(before);
  });

  it('allows exactly maxRedirects hops and fails one more, and fails loops', async () => {
    expect((await fetchUrl(server.url('/chain/10'), local)).redirects).toHaveLength(10);
    expect((await failure(fetchUrl(server.url('/chain/11'), local))).kind).toBe('too_many_redirects');
    expect((await failure(fetchUrl(server.url('/chain/3'), { ...local, maxRedirects: 2 }))).kind).toBe('too_many_redirects');
    const loop = await failure(fetchUrl(server.url('/loop'), local));
    expect(loop.kind).toBe('too_many_redirects');
    expect(loop.hostname).toBe('127.0.0.1');
  });

  it('refuses a redirect to a non-http scheme', async () => {
    expect((await failure(fetchUrl(server.url('/to-ftp'), local))).kind).toBe('protocol');
  });

  it('drops Cookie and Authorization on a cross-origin redirect', async () => {
    const result = await fetchUrl(server.url('/to-echo-cross-origin'), {
      ...local,
      headers: { Cookie: 'secret=1', Authorization: 'Bearer t', 'X-Keep': 'yes' },
    });
    const echoed = JSON.parse(result.body.toString());
    expect(echoed.cookie).toBeUndefined();
    expect(echoed.authorization).toBeUndefined();
    expect(echoed['x-keep']).toBe('yes');
  });

  it.each(['gzip', 'br', 'deflate'])('decompresses %s bodies', async (enc) => {
    const result = await fetchUrl(server.url(`/encoded?enc=${enc}`), local);
    expect(result.headers['content-encoding']).toBe(enc);
    expect(result.body.toString()).toBe(PAGE);
  });

  it('times out waiting for headers and while reading a body', async () => {
    for (const path of ['/slow-headers', '/slow-body']) {
      const started = Date.now();
      const error = await failure(fetchUrl(server.url(path), { ...local, timeoutMs: 300 }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('reports a caller abort as aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect((await failure(fetchUrl(server.url('/slow-body'), { ...local, signal: controller.signal }))).kind).toBe('aborted');
    expect((await failure(fetchUrl(server.url('/ok'), { ...local, signal: AbortSignal.abort() }))).kind).toBe('aborted');
  });

  it('stops streamed, declared and compressed bodies at maxBytes', async () => {
    const limit = { ...local, maxBytes: 1024 * 1024 };
    for (const path of ['/huge', '/huge-declared', '/gzip-bomb']) {
      const error = await failure(fetchUrl(server.url(path), limit));
      expect(error.kind).toBe('too_large');
    }
    // The default limit (25 MiB) also stops a 30 MiB body.
    expect((await failure(fetchUrl(server.url('/huge'), local))).kind).toBe('too_large');
  });

  it('keeps working after failures (pooled connections stay healthy)', async () => {
    await failure(fetchUrl(server.url('/huge'), { ...local, maxBytes: 1000 }));
    const results = await Promise.all(Array.from({ length: 20 }, () => fetchUrl(server.url('/encoded?enc=gzip'), local)));
    expect(results.every((r) => r.body.toString() === PAGE)).toBe(true);
  });

  it('reports a refused connection as connection', async () => {
    const closed = await startLocalServer(fixtureRoutes());
    await closed.close();
    expect((await failure(fetchUrl(closed.url('/ok'), local))).kind).toBe('connection');
  });
});
