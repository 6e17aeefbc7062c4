import { fixtureRoutes, PAGE } from '../test-support/fixture-routes';
import { startConnectProxy, type ConnectProxy } from '../test-support/connect-proxy';
import { startLocalServer, type LocalServer } from '../test-support/local-server';
import { createSelfSignedCert } from '@wsa/testing';
import { fetchFailure as failure } from '../test-support/fetch-failure';
import type { FetchOptions } from './fetch-options.schema';
import { fetchUrl } from './fetch-url';
import { closeFetcherDispatchers } from './http/dispatcher-pool';

const local: FetchOptions = { timeoutMs: 5000, skipTlsVerification: false, allowLocalTargets: true };


describe('TLS and proxies', () => {
  let https: LocalServer;
  let http: LocalServer;
  let proxy: ConnectProxy;
  beforeAll(async () => {
    https = await startLocalServer(fixtureRoutes('https'), createSelfSignedCert());
    http = await startLocalServer(fixtureRoutes());
    proxy = await startConnectProxy('user', 'p@ss:word');
  });
  beforeEach(() => {
    proxy.tunnels.length = 0;
  });
  afterAll(async () => {
    await closeFetcherDispatchers();
    await Promise.all([https.close(), http.close(), proxy.close()]);
  });

  it('fails a self-signed certificate as tls unless verification is skipped', async () => {
    const error = await failure(fetchUrl(https.url('/ok'), local));
    expect(error.kind).toBe('tls');
    expect(error.hostname).toBe('127.0.0.1');
    const result = await fetchUrl(https.url('/encoded?enc=br'), { ...local, skipTlsVerification: true });
    expect(result.body.toString()).toBe(PAGE);
  });

  it('reports plain HTTP on a TLS URL as tls', async () => {
    expect((await failure(fetchUrl(`https://127.0.0.1:${http.port}/ok`, local))).kind).toBe('tls');
  });

  const proxyUrl = (password: string): string => `http://user:${encodeURIComponent(password)}@127.0.0.1:${proxy.port}`;

  it('tunnels HTTP and HTTPS through a proxy with credentials from the URL', async () => {
    const viaProxy = { ...local, skipTlsVerification: true, proxyUrl: proxyUrl('p@ss:word') };
    expect((await fetchUrl(http.url('/ok'), viaProxy)).body.toString()).toBe(PAGE);
    expect((await fetchUrl(https.url('/r/start'), viaProxy)).url).toBe(https.url('/ok'));
    expect(proxy.tunnels).toContain(`127.0.0.1:${http.port}`);
    expect(proxy.tunnels).toContain(`127.0.0.1:${https.port}`);
  });

  it('fails when the proxy refuses the credentials', async () => {
    const error = await failure(fetchUrl(http.url('/ok'), { ...local, proxyUrl: proxyUrl('wrong') }));
    expect(error.kind).toBe('connection');
    expect(proxy.tunnels).toEqual([]);
  });

  it('vets the target before asking the proxy', async () => {
    const guarded = { ...local, allowLocalTargets: false, proxyUrl: proxyUrl('p@ss:word') };
    expect((await failure(fetchUrl(http.url('/ok'), guarded))).kind).toBe('blocked_address');
    expect((await failure(fetchUrl(`http://localhost:${http.port}/ok`, guarded))).kind).toBe('blocked_address');
    expect(proxy.tunnels).toEqual([]);
  });
});
