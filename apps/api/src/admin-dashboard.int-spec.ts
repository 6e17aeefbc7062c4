import { mkdirSync } from 'fs';
import path from 'path';
import { randomUUID } from 'crypto';
import puppeteer, { type Browser } from 'puppeteer-core';
import { createProducer, scrapeJob } from '@wsa/queue';
import { startTestGateway, type TestGateway } from './test-support/gateway';

// The operators' queue dashboard, driven in headless Chromium like an operator would.
const ADMIN_TOKEN = `admin-${randomUUID()}`;
const shots = path.resolve(__dirname, '../../../tmp');
let gw: TestGateway;
let browser: Browser;
const waitingJob = randomUUID();

beforeAll(async () => {
  gw = await startTestGateway({ ADMIN_TOKEN });
  // a scrape job nobody runs (no worker here): it stays waiting, as stuck work would
  const producer = await createProducer(scrapeJob, { connection: gw.redis, prefix: gw.prefix, waits: false });
  await producer.enqueue(waitingJob, { jobId: waitingJob, teamId: randomUUID(), request: { url: 'https://example.com/stuck' }, deadlineAt: Date.now() + 60000 });
  await producer.close();
  browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
}, 60000);
afterAll(async () => {
  await browser?.close();
  const keys = await gw.redis.keys(`${gw.prefix}:*`);
  if (keys.length) await gw.redis.del(...keys);
  await gw?.close();
});

describe('queue dashboard', () => {
  it('refuses callers without the admin token, in the error envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
      const res = await fetch(`${gw.url}/admin/queues/api/queues`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect((await fetch(`${gw.url}/admin/queues?token=wrong`, { redirect: 'manual' })).status).toBe(401);
  });

  it('lists every queue with its counts to a bearer of the token', async () => {
    const res = await fetch(`${gw.url}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const body = await res.json();
    const byName = Object.fromEntries(body.queues.map((q: { name: string; counts: Record<string, number> }) => [q.name, q.counts]));
    expect(Object.keys(byName).sort()).toEqual(['developer', 'research', 'research-ingest', 'scrape', 'search', 'session']);
    expect(byName.scrape.waiting).toBe(1);
  });

  it('logs a browser in with ?token= once (HttpOnly cookie, token dropped from the address) and shows the queues', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${gw.url}/admin/queues?token=${ADMIN_TOKEN}`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).search).toBe('');
    const cookies = await browser.cookies();
    expect(cookies.find((c) => c.name === 'wsa_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    await page.waitForFunction(() => ['scrape', 'search', 'session'].every((q) => document.body.innerText.includes(q)), { timeout: 15000 });
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'admin-queues.png'), fullPage: true });

    await page.goto(`${gw.url}/admin/queues/queue/scrape?status=waiting`, { waitUntil: 'networkidle0' });
    await page.waitForFunction((id) => document.body.innerText.includes(id), { timeout: 15000 }, waitingJob);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toMatch(/Waiting/i);
    await page.screenshot({ path: path.join(shots, 'admin-queue-scrape.png'), fullPage: true });
    await page.close();
  }, 60000);

  it('removes a job through the dashboard API', async () => {
    const res = await fetch(`${gw.url}/admin/queues/api/queues/scrape/${waitingJob}/clean`, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(204);
    const after = await (await fetch(`${gw.url}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json();
    expect(after.queues.find((q: { name: string }) => q.name === 'scrape').counts.waiting).toBe(0);
  });
});
