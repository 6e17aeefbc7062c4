import { fixtureRoutes } from '../test-support/fixture-routes';
import { startLocalServer, type LocalServer } from '../test-support/local-server';
import { checkUrlAllowed, resolveTarget } from './address/resolve-target';
import { fetchFailure as failure } from '../test-support/fetch-failure';
import type { FetchOptions } from './fetch-options.schema';
import { fetchUrl } from './fetch-url';
import { closeFetcherDispatchers } from './http/dispatcher-pool';

const guarded: FetchOptions = { timeoutMs: 5000, skipTlsVerification: false, allowLocalTargets: false };


describe('outbound address safety', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startLocalServer(fixtureRoutes());
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(async () => {
    await closeFetcherDispatchers();
    await server.close();
  });

  it.each([
    ['127.0.0.1', (p: number) => `http://127.0.0.1:${p}/ok`],
    ['localhost (resolved by the pinned lookup)', (p: number) => `http://localhost:${p}/ok`],
    ['decimal 2130706433', (p: number) => `http://2130706433:${p}/ok`],
    ['hex 0x7f000001', (p: number) => `http://0x7f000001:${p}/ok`],
    ['short hex 0x7f.1', (p: number) => `http://0x7f.1:${p}/ok`],
    ['octal 0177.0.0.1', (p: number) => `http://0177.0.0.1:${p}/ok`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/ok`],
    ['IPv4-mapped IPv6', (p: number) => `http://[::ffff:127.0.0.1]:${p}/ok`],
    ['0.0.0.0', (p: number) => `http://0.0.0.0:${p}/ok`],
  ])('refuses %s without contacting the server', async (_label, makeUrl) => {
    const error = await failure(fetchUrl(makeUrl(server.port), guarded));
    expect(error.kind).toBe('blocked_address');
    expect(server.requests).toEqual([]);
  });

  it('allows loopback with allowLocalTargets', async () => {
    const result = await fetchUrl(`http://localhost:${server.port}/ok`, { ...guarded, allowLocalTargets: true });
    expect(result.statusCode).toBe(200);
  });

  it('vets every redirect hop: an allowed first host cannot redirect to localhost or metadata', async () => {
    const allowFirstHop = { ...guarded, allowedHosts: ['127.0.0.1'] };
    expect((await fetchUrl(server.url('/r/start'), allowFirstHop)).statusCode).toBe(200);

    const toLocalhost = await failure(fetchUrl(server.url('/to-localhost'), allowFirstHop));
    expect(toLocalhost.kind).toBe('blocked_address');
    expect(toLocalhost.hostname).toBe('localhost');
    expect(server.requests).toEqual(['/r/start', '/r/next', '/r/last', '/ok', '/to-localhost']);

    const toMetadata = await failure(fetchUrl(server.url('/to-metadata'), allowFirstHop));
    expect(toMetadata.kind).toBe('blocked_address');
    expect(toMetadata.hostname).toBe('169.254.169.254');
  });

  it('reports an unresolvable name as dns', async () => {
    const error = await failure(fetchUrl('http://nonexistent.invalid/', guarded));
    expect(error.kind).toBe('dns');
    expect(error.hostname).toBe('nonexistent.invalid');
  });

  it('rejects unsupported protocols and invalid URLs as protocol errors', async () => {
    expect((await failure(fetchUrl('ftp://example.com/', guarded))).kind).toBe('protocol');
    expect((await failure(fetchUrl('not a url', guarded))).kind).toBe('protocol');
  });

  describe('resolveTarget / checkUrlAllowed', () => {
    it('returns all addresses when allowed and refuses non-public ones otherwise', async () => {
      const { addresses } = await resolveTarget('localhost', true);
      expect(addresses).toContain('127.0.0.1');
      expect((await failure(resolveTarget('localhost', false))).kind).toBe('blocked_address');
      expect((await failure(resolveTarget('[::1]', false))).kind).toBe('blocked_address');
      expect(await resolveTarget('8.8.8.8', false)).toEqual({ addresses: ['8.8.8.8'] });
      expect(await resolveTarget('localhost', false, ['LOCALHOST'])).toEqual({ addresses: expect.arrayContaining(['127.0.0.1']) });
    });

    it('fails DNS for unknown names', async () => {
      const error = await failure(resolveTarget('nonexistent.invalid', false));
      expect(error.kind).toBe('dns');
    });

    it('checks protocol and address of a URL', async () => {
      await expect(checkUrlAllowed('https://8.8.8.8/dns-query', false)).resolves.toBeUndefined();
      expect((await failure(checkUrlAllowed('http://169.254.169.254/latest/meta-data', false))).kind).toBe('blocked_address');
      expect((await failure(checkUrlAllowed('http://0xa9fea9fe/', false))).kind).toBe('blocked_address');
      expect((await failure(checkUrlAllowed('file:///etc/passwd', false))).kind).toBe('protocol');
      expect((await failure(checkUrlAllowed('javascript:alert(1)', true))).kind).toBe('protocol');
    });
  });
});
