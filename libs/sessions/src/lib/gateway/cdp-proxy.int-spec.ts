import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createRedis, type RedisConnection } from '@wsa/queue';
import { authorisedSession, LIVE_VIEW_PATH_PREFIX, liveViewPage, proxyCdpUpgrade, SessionRegistry, sessionUrls } from '@wsa/sessions';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
let redis: RedisConnection;
let browser: Browser;
let gateway: http.Server;
let publicUrl: string;
const sessionId = randomUUID();
const token = 'a-long-unguessable-token';

beforeAll(async () => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox', '--remote-debugging-port=0'] });
  const ws = new URL(browser.wsEndpoint());
  await (await browser.pages())[0].setContent('<title>via relay</title>');
  const registry = new SessionRegistry(redis, prefix);
  await registry.register({ sessionId, jobId: randomUUID(), teamId: randomUUID(), workerId: 'w1', token, cdpHost: '127.0.0.1', cdpPort: Number(ws.port), cdpPath: ws.pathname, startedAt: Date.now(), state: 'open' }, 60);
  gateway = http.createServer((req, res) => {
    void authorisedSession(registry, LIVE_VIEW_PATH_PREFIX, req.url ?? '').then((auth) => res.end(auth ? liveViewPage(sessionId, auth.token, !auth.readOnly) : 'no'));
  });
  gateway.on('upgrade', (req, socket, head) => void proxyCdpUpgrade(registry, req, socket, head).then((taken) => taken || socket.destroy()));
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  publicUrl = `http://localhost:${(gateway.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  gateway?.close();
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
