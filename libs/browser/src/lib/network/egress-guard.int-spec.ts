import http from 'node:http';
import { BrowserPool } from '../pool/browser-pool';
import { renderPage } from '../render/render-page';
import { CHROMIUM, FixtureServer } from '../../test-support/fixture-server';
import { parseAuthority, startEgressGuard, type EgressGuard } from './egress-guard';

// The resolver stands in for the scrape lib's address policy: *.ok.test are public names of the
// loopback fixture, anything under refused.test resolves to an address the policy refuses.
const resolver = async (host: string): Promise<string[]> => {
  if (host === 'dual.ok.test') return ['::1', '127.0.0.1']; // IPv6 first, server on IPv4 only
  if (host.endsWith('.ok.test') || host === '127.0.0.1') return ['127.0.0.1'];
  throw new Error(`refused: ${host}`);
};

const server = new FixtureServer();

beforeAll(async () => {
  server
    .html('/page', '<html><head><title>guarded</title></head><body><p>hello through the guard</p></body></html>')
    .route('/secret.json', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":1}'))
    .acceptWebSockets();
  await server.start();
});
afterAll(async () => {
  await server.close();
});

describe('parseAuthority', () => {
  it('reads host:port, bracketed IPv6, and refuses the rest', () => {
    expect(parseAuthority('example.com:443')).toEqual({ hostname: 'example.com', port: 443 });
    expect(parseAuthority('[::1]:8080')).toEqual({ hostname: '::1', port: 8080 });
    expect(parseAuthority('example.com')).toBeNull();
    expect(parseAuthority('example.com:0')).toBeNull();
    expect(parseAuthority('a:b:c')).toBeNull();
  });
});

describe('egress guard as a proxy', () => {
  let guard: EgressGuard;
  let port: number;
  beforeAll(async () => {
    guard = await startEgressGuard(resolver);
    port = Number(new URL(guard.proxyServer).port);
  });
  afterAll(async () => guard.close());

  const viaProxy = (target: string) =>
    new Promise<{ status?: number; body: string; error?: string }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path: target, headers: { host: new URL(target).host } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      });
      req.on('error', (e) => resolve({ body: '', error: e.message }));
      req.end();
    });

  const connect = (authority: string) =>
    new Promise<{ status?: number; error?: string; response?: string }>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'CONNECT', path: authority });
      req.on('connect', (res, socket) => {
        socket.write(`GET /page HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
        let response = '';
        socket.on('data', (c) => (response += c));
        socket.on('end', () => resolve({ status: res.statusCode, response }));
      });
      req.on('error', (e) => resolve({ error: e.message }));
      req.end();
    });

  it('forwards plain HTTP to the vetted address with the original Host header', async () => {
    const before = server.hitsFor('/page').length;
    const res = await viaProxy(`http://www.ok.test:${server.port}/page`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('hello through the guard');
    expect(server.hitsFor('/page').slice(before)[0]?.host).toBe(`www.ok.test:${server.port}`);
  });

  it('tunnels CONNECT to a vetted host', async () => {
    const res = await connect(`www.ok.test:${server.port}`);
    expect(res.status).toBe(200);
    expect(res.response).toMatch(/^HTTP\/1\.1 200/);
    expect(res.response).toContain('hello through the guard');
  });

  it('tries every vetted address: a name whose first address does not answer still connects', async () => {
    expect((await viaProxy(`http://dual.ok.test:${server.port}/page`)).body).toContain('hello through the guard');
    expect((await connect(`dual.ok.test:${server.port}`)).response).toContain('hello through the guard');
  });

  it('drops refused hosts without an answer and never reaches them', async () => {
    const before = server.hits.length;
    const refusedBefore = guard.refused();
    const plain = await viaProxy(`http://x.refused.test:${server.port}/page`);
    expect(plain.status).toBeUndefined();
    expect(plain.error).toBeDefined();
    const tunnelled = await connect(`x.refused.test:${server.port}`);
    expect(tunnelled.status).toBeUndefined();
    expect(server.hits.length).toBe(before);
    expect(guard.refused()).toBe(refusedBefore + 2);
  });
});

describe('Chromium behind the egress guard', () => {
  // The request gate says yes to everything here, as it would when a name resolved to a public
  // address at check time and to a private one afterwards (DNS rebinding): the guard decides.
  const allowAll = async () => true;
  const pool = new BrowserPool({ executablePath: CHROMIUM, maxPagesPerBrowser: 2, egressResolver: resolver });
  beforeAll(async () => {
    await pool.start();
  });
  afterAll(async () => pool.close());

  it('renders pages of vetted hosts through the guard', async () => {
    const res = await renderPage(pool, { url: `http://www.ok.test:${server.port}/page`, timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll });
    expect(res.statusCode).toBe(200);
    expect(res.html).toContain('hello through the guard');
  });

  it('keeps a subrequest to a refused host from leaving, even when the gate let it through', async () => {
    server.html('/sub', `<html><body><p id="a">start</p><script>
      fetch('http://secret.refused.test:${server.port}/secret.json').then(() => { document.getElementById('a').textContent = 'leaked'; }, () => { document.getElementById('a').textContent = 'blocked'; });
    </script></body></html>`);
    const before = server.hitsFor('/secret.json').length;
    const res = await renderPage(pool, { url: `http://www.ok.test:${server.port}/sub`, timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll });
    expect(res.html).toContain('blocked');
    expect(server.hitsFor('/secret.json').length).toBe(before);
    expect(pool.stats().egressRefused).toBeGreaterThan(0);
  });

  it('fails the main document of a refused host instead of returning a proxy page', async () => {
    await expect(renderPage(pool, { url: `http://main.refused.test:${server.port}/page`, timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll })).rejects.toThrow();
  });

  it('vets WebSockets too: a vetted host is reached, a refused one is not', async () => {
    server.html('/ws', `<html><body><p id="ok">-</p><p id="bad">-</p><script>
      const okWs = new WebSocket('ws://live.ok.test:${server.port}/socket');
      okWs.onopen = () => { document.getElementById('ok').textContent = 'open'; };
      const badWs = new WebSocket('ws://hidden.refused.test:${server.port}/hidden');
      badWs.onerror = () => { document.getElementById('bad').textContent = 'error'; };
      badWs.onopen = () => { document.getElementById('bad').textContent = 'open'; };
    </script></body></html>`);
    const res = await renderPage(pool, { url: `http://www.ok.test:${server.port}/ws`, timeoutMs: 15000, waitFor: 500, blockAds: false, isRequestAllowed: allowAll });
    expect(res.html).toContain('<p id="ok">open</p>');
    expect(res.html).toContain('<p id="bad">error</p>');
    expect(server.hitsFor('ws:/socket').length).toBeGreaterThan(0);
    expect(server.hitsFor('ws:/hidden')).toHaveLength(0);
  });
});

