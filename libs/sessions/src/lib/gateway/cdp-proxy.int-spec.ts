import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createRedis, type RedisConnection } from '@wsa/queue';
import net from 'node:net';
import { authorisedSession, gatePath, LIVE_VIEW_PATH_PREFIX, liveViewPage, proxyCdpUpgrade, SessionRegistry, sessionUrls, startCdpGate, type CdpGate } from '@wsa/sessions';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
let redis: RedisConnection;
let browser: Browser;
let gateway: http.Server;
let publicUrl: string;
let gate: CdpGate;
let browserPort: number;
// the worker's CDP gate on another address than the browser's DevTools port (127.0.0.1), as on
// another host: the gateway must reach the session through the advertised address
const WORKER_HOST = '127.0.0.2';
const sessionId = randomUUID();
const token = 'a-long-unguessable-token';

beforeAll(async () => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox', '--remote-debugging-port=0'] });
  const ws = new URL(browser.wsEndpoint());
  await (await browser.pages())[0].setContent('<title>via relay</title>');
  browserPort = Number(ws.port);
  gate = await startCdpGate(WORKER_HOST, 0, (id) => (id === sessionId ? { token, port: browserPort, cdpPath: ws.pathname } : undefined));
  const registry = new SessionRegistry(redis, prefix);
  await registry.register({ sessionId, jobId: randomUUID(), teamId: randomUUID(), workerId: 'w1', token, cdpHost: WORKER_HOST, cdpPort: gate.port, cdpPath: gatePath(sessionId, token), startedAt: Date.now(), state: 'open' }, 60);
  gateway = http.createServer((req, res) => {
    void authorisedSession(registry, LIVE_VIEW_PATH_PREFIX, req.url ?? '').then((auth) => res.end(auth ? liveViewPage(sessionId, auth.token, !auth.readOnly) : 'no'));
  });
  gateway.on('upgrade', (req, socket, head) => void proxyCdpUpgrade(registry, req, socket, head).then((taken) => taken || socket.destroy()));
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  publicUrl = `http://localhost:${(gateway.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  gateway?.close();
  await gate?.close();
  await browser?.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('cdpUrl relay', () => {
  it('lets puppeteer drive the session browser through the gateway', async () => {
    const remote = await puppeteer.connect({ browserWSEndpoint: sessionUrls(publicUrl, { sessionId, token }).cdpUrl });
    try {
      expect(await (await remote.pages())[0].title()).toBe('via relay');
    } finally {
      await remote.disconnect();
    }
  });

  it('refuses a wrong token and an unknown session (puppeteer rejects with the handshake error event)', async () => {
    await expect(puppeteer.connect({ browserWSEndpoint: sessionUrls(publicUrl, { sessionId, token: 'wrong' }).cdpUrl })).rejects.toMatchObject({ message: expect.stringContaining('404') });
    await expect(puppeteer.connect({ browserWSEndpoint: sessionUrls(publicUrl, { sessionId: randomUUID(), token }).cdpUrl })).rejects.toMatchObject({ message: expect.stringContaining('404') });
  });
});

describe("the worker's CDP gate", () => {
  it('is the only way in at the advertised address: the browser port is not reachable there', async () => {
    const refused = await new Promise<string>((resolve) => net.connect(browserPort, WORKER_HOST).once('connect', () => resolve('connected')).once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error')));
    expect(refused).toBe('ECONNREFUSED');
  });

  it('relays only an upgrade naming an open session with its token', async () => {
    const direct = await puppeteer.connect({ browserWSEndpoint: `ws://${WORKER_HOST}:${gate.port}${gatePath(sessionId, token)}` });
    expect(await (await direct.pages())[0].title()).toBe('via relay');
    await direct.disconnect();
    await expect(puppeteer.connect({ browserWSEndpoint: `ws://${WORKER_HOST}:${gate.port}${gatePath(sessionId, 'x'.repeat(token.length))}` })).rejects.toMatchObject({ message: expect.stringContaining('404') });
    await expect(puppeteer.connect({ browserWSEndpoint: `ws://${WORKER_HOST}:${gate.port}${gatePath(randomUUID(), token)}` })).rejects.toMatchObject({ message: expect.stringContaining('404') });
    expect((await fetch(`http://${WORKER_HOST}:${gate.port}/json/version`)).status).toBe(404);
  });
});

describe('live view page', () => {
  it('draws screencast frames of the session tab (read-only token, through the filter)', async () => {
    const viewer = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox'] });
    try {
      const view = await viewer.newPage();
      await view.goto(sessionUrls(publicUrl, { sessionId, token }).liveViewUrl);
      await view.waitForFunction(() => Number(document.body.dataset.frames ?? 0) > 0, { timeout: 10_000 });
      expect(await view.$eval('#status', (e) => e.textContent)).toBe('live (view only)');
    } finally {
      await viewer.close();
    }
  });
});
