import Firecrawl from '@mendable/firecrawl-js';
import puppeteer from 'puppeteer-core';
import { startInteractPages, startStack, waitFor, type Stack } from '@wsa/testing';

// Interact through the public HTTP surface: the real gateway, session-worker, sandbox and Chromium.
let stack: Stack;
let pages: Awaited<ReturnType<typeof startInteractPages>>;
let key: string;
let otherKey: string;

beforeAll(async () => {
  pages = await startInteractPages();
  stack = await startStack({ SESSION_MAX_PER_TEAM: '3', SESSION_INACTIVITY_SECONDS: '20' });
  key = String((await stack.admin('keys', 'create', '--team', 'interact-team', '--credits', '500')).apiKey);
  otherKey = String((await stack.admin('keys', 'create', '--team', 'other-team', '--credits', '50')).apiKey);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await pages?.close();
});

async function call(method: string, path: string, body?: unknown, apiKey = key) {
  const res = await fetch(`${stack.baseUrl}${path}`, {
    method, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function scrape(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call('POST', '/v2/scrape', { url: `${pages.url}/app`, formats: ['markdown'], ...extra });
  expect(res.status).toBe(200);
  return res.body.data.metadata.scrapeId;
}

const run = (jobId: string, body: Record<string, unknown>, apiKey = key) => call('POST', `/v2/scrape/${jobId}/interact`, body, apiKey);

describe('a session bound to a scrape', () => {
  let jobId: string;

  beforeAll(async () => {
    jobId = await scrape({ actions: [{ type: 'executeJavascript', script: 'window.__marker = "set-by-scrape"' }, { type: 'click', selector: '#inc' }] });
  });

  it('replays the scrape (actions included) in one tab, and node code gets page and browser', async () => {
    const started = Date.now();
    const res = await run(jobId, { code: 'console.log("hello"); ({ marker: await page.evaluate(() => window.__marker), count: await page.$eval("#count", (e) => e.textContent), tabs: (await browser.pages()).length })' });
    const firstMs = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, stdout: 'hello\n', stderr: '', exitCode: 0, killed: false, error: null });
    expect(JSON.parse(res.body.result)).toEqual({ marker: 'set-by-scrape', count: '1', tabs: 1 });
    expect(res.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.cdpUrl).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:\\d+/v2/interact/cdp/${res.body.sessionId}/`));
    console.log(`first interact result after the scrape: ${firstMs} ms`);
  });

  it('keeps page state between calls; python and bash drive the same tab', async () => {
    await run(jobId, { code: 'await page.click("#inc"); await page.evaluate(() => { window.__kept = 42; })' });
    const py = await run(jobId, { language: 'python', code: 'print(page.title())\npage.click("#inc")\npage.fill("#name", "Ada")\n[page.evaluate("window.__kept"), page.evaluate("document.querySelector(\'#count\').textContent")]' });
    expect(py.body).toMatchObject({ success: true, stdout: 'Counter\n' });
    expect(JSON.parse(py.body.result)).toEqual([42, '3']);
    const sh = await run(jobId, { language: 'bash', code: 'browser snapshot\nbrowser click @e1\nbrowser eval "document.querySelector(\'#count\').textContent + \' \' + document.querySelector(\'#name\').value"' });
    expect(sh.body.success).toBe(true);
    expect(sh.body.stdout).toContain('@e1 button "Add one"');
    expect(sh.body.stdout).toContain('"4 Ada"');
  });

  it('reports errors and kills a run past its timeout', async () => {
    const err = await run(jobId, { code: 'throw new Error("nope")' });
    expect(err.body).toMatchObject({ success: false, exitCode: 1, killed: false, error: 'Error: nope' });
    expect(err.body.stderr).toContain('nope');
    const started = Date.now();
    const slow = await run(jobId, { code: 'while (true) {}', timeout: 2 });
    expect(slow.body).toMatchObject({ success: false, killed: true });
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('keeps user code inside the sandbox', async () => {
    const res = await run(jobId, {
      language: 'bash',
      code: `cat /etc/shadow 2>&1 | head -1; env; curl -s --max-time 2 ${pages.url}/secret || python3 -c "import urllib.request; print(urllib.request.urlopen('${pages.url}/secret', timeout=2).read())" 2>&1 | tail -1`,
    });
    expect(res.body.stdout).not.toMatch(/root:|DATABASE_URL|REDIS_URL|internal secret/);
    expect(res.body.stdout).toMatch(/No such file|Permission denied/);
  });

  it('cdpUrl lets puppeteer drive the same page from outside; a wrong token is refused', async () => {
    const { body } = await run(jobId, { code: '1' });
    const browser = await puppeteer.connect({ browserWSEndpoint: body.cdpUrl, defaultViewport: null });
    try {
      const [page] = await browser.pages();
      expect(await page.evaluate(() => (window as unknown as { __kept: number }).__kept)).toBe(42);
      await page.evaluate(() => ((window as unknown as { __fromCdp: string }).__fromCdp = 'yes'));
    } finally {
      await browser.disconnect();
    }
    expect((await run(jobId, { code: 'await page.evaluate(() => window.__fromCdp)' })).body.result).toBe('"yes"');
    await expect(puppeteer.connect({ browserWSEndpoint: body.cdpUrl.replace(/\/[^/]+$/, '/wrong-token') })).rejects.toMatchObject({ message: expect.stringContaining('404') });
  });

  it('stops with duration and credits; later calls answer 410', async () => {
    const stop = await call('DELETE', `/v2/scrape/${jobId}/interact`);
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ success: true, creditsBilled: 2 });
    expect(stop.body.sessionDurationMs).toBeGreaterThan(0);
    expect(await run(jobId, { code: '1' })).toMatchObject({ status: 410, body: { success: false, error: 'Browser session has been destroyed.' } });
    expect((await call('DELETE', `/v2/scrape/${jobId}/interact`)).status).toBe(410);
  });
});

describe('live views in a real browser', () => {
  it('the read-only view shows the tab and lets no command but the screencast through; the interactive view clicks', async () => {
    const jobId = await scrape();
    const { body } = await run(jobId, { code: 'await page.evaluate(() => { document.body.style.background = "rgb(255, 0, 0)"; })' });
    const viewer = await puppeteer.launch({ executablePath: '/usr/bin/chromium-headless-shell', headless: 'shell', args: ['--no-sandbox'] });
    try {
      const view = await viewer.newPage();
      await view.goto(body.liveViewUrl);
      await view.waitForFunction(() => Number(document.body.dataset.frames ?? 0) > 0 && (document.getElementById('screen') as HTMLImageElement).complete, { timeout: 15_000 });
      await view.screenshot({ path: '/tmp/interact-live-view.png' });
      // the frame shows the session's page: its red background, read back from the drawn image
      const pixel = await view.evaluate(() => {
        const img = document.getElementById('screen') as HTMLImageElement;
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        return Array.from(ctx.getImageData(img.naturalWidth - 20, img.naturalHeight - 20, 1, 1).data);
      });
      expect(pixel[0]).toBeGreaterThan(200);
      expect(pixel[1]).toBeLessThan(60);
      // a read-only viewer sending anything else is disconnected
      const refused = await view.evaluate(async (cdpPath: string) => new Promise<string>((resolve) => {
        const ws = new WebSocket(cdpPath);
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: '1' } }));
        ws.onmessage = () => resolve('answered');
        ws.onclose = () => resolve('closed');
      }), body.liveViewUrl.replace('http', 'ws').replace('/live/', '/cdp/'));
      expect(refused).toBe('closed');

      const interactive = await viewer.newPage();
      await interactive.goto(body.interactiveLiveViewUrl);
      await interactive.waitForFunction(() => Number(document.body.dataset.frames ?? 0) > 0 && (document.getElementById('screen') as HTMLImageElement).complete, { timeout: 15_000 });
      const target = JSON.parse((await run(jobId, { code: 'await page.$eval("#inc", (e) => { const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })' })).body.result);
      const at = await interactive.evaluate((t: { x: number; y: number }) => {
        const img = document.getElementById('screen') as HTMLImageElement;
        const r = img.getBoundingClientRect();
        const scale = r.width / img.naturalWidth;
        return { x: r.left + t.x * scale, y: r.top + t.y * scale };
      }, target);
      await interactive.mouse.click(at.x, at.y);
      await waitFor(async () => (await run(jobId, { code: 'await page.$eval("#count", (e) => e.textContent)' })).body.result === '"1"', 10_000, 'the click to reach the session');
    } finally {
      await viewer.close();
      await call('DELETE', `/v2/scrape/${jobId}/interact`);
    }
  });
});

describe('profiles', () => {
  it('a login made in a session with a profile is there for the next scrape and session; one writer at a time', async () => {
    const jobId = await scrape({ profile: { name: 'shop-login' } });
    // the profile's writer is this session: a second writer is refused while it lives
    const second = await call('POST', '/v2/scrape', { url: `${pages.url}/app`, formats: ['markdown'], profile: { name: 'shop-login' } });
    expect(await run(jobId, { code: 'await page.evaluate(() => { document.cookie = "sid=user-7; path=/; max-age=3600"; localStorage.setItem("cart", "3 items"); })' })).toMatchObject({ status: 200, body: { success: true } });
    expect(second.status).toBe(200); // the scrape above ran before the session opened: no conflict then
    const busy = await call('POST', '/v2/scrape', { url: `${pages.url}/app`, formats: ['markdown'], profile: { name: 'shop-login' } });
    expect(busy).toMatchObject({ status: 409, body: { code: 'PROFILE_IN_USE' } });
    expect((await call('DELETE', `/v2/scrape/${jobId}/interact`)).status).toBe(200);
    // a reader after the session ended sees the cookie and the storage the session left
    const next = await scrape({ profile: { name: 'shop-login', saveChanges: false } });
    const seen = await run(next, { code: '({ cookie: await page.evaluate(() => document.cookie), cart: await page.evaluate(() => localStorage.getItem("cart")) })' });
    expect(JSON.parse(seen.body.result)).toEqual({ cookie: 'sid=user-7', cart: '3 items' });
    await call('DELETE', `/v2/scrape/${next}/interact`);
  }, 90_000);
});

describe('refusals', () => {
  it('unknown job 404, another team 403, prompt without a model 400, unknown session 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await run(unknown, { code: '1' })).toMatchObject({ status: 404, body: { error: 'Job not found.' } });
    const jobId = await scrape();
    expect(await run(jobId, { code: '1' }, otherKey)).toMatchObject({ status: 403, body: { error: 'Forbidden.' } });
    const prompt = await run(jobId, { prompt: 'click the button' });
    expect(prompt.status).toBe(400);
    expect(prompt.body).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE' });
    expect(prompt.body.error).toContain('LLM_BASE_URL');
    expect(await call('DELETE', `/v2/scrape/${jobId}/interact`)).toMatchObject({ status: 404, body: { error: 'Browser session not found.' } });
    expect(await run(jobId, {})).toMatchObject({ status: 400, body: { error: "Either 'code' or 'prompt' must be provided." } });
  });

  it('a team over its session cap gets 429; an idle session expires (410)', async () => {
    const jobs = [await scrape(), await scrape(), await scrape(), await scrape()];
    const opened = [];
    for (const j of jobs.slice(0, 3)) opened.push(await run(j, { code: '1' }));
    expect(opened.map((r) => r.status)).toEqual([200, 200, 200]);
    const firstCdpUrl = String(opened[0].body.cdpUrl);
    const over = await run(jobs[3], { code: '1' });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/team already has 3 open browser sessions/);
    for (const j of jobs.slice(1, 3)) expect((await call('DELETE', `/v2/scrape/${j}/interact`)).status).toBe(200);
    // the first session is left alone: the inactivity timeout (20 s here) ends it. Watch it through its
    // cdpUrl (an interact call would count as activity): once the session is gone the relay refuses.
    await waitFor(async () => !(await puppeteer.connect({ browserWSEndpoint: firstCdpUrl }).then((b) => b.disconnect().then(() => true), () => false)), 40_000, 'the idle session to expire');
    expect(await run(jobs[0], { code: '1' })).toMatchObject({ status: 410, body: { error: 'Browser session has been destroyed.' } });
  }, 90_000);
});

describe('the official client', () => {
  it('interact and stopInteraction work', async () => {
    const client = new Firecrawl({ apiKey: key, apiUrl: stack.baseUrl });
    const doc = await client.scrape(`${pages.url}/app`, { formats: ['markdown'] });
    const jobId = String(doc.metadata?.scrapeId);
    const res = await client.interact(jobId, { code: 'await page.title()', language: 'node', timeout: 30 });
    expect(res).toMatchObject({ success: true, result: '"Counter"', exitCode: 0, killed: false });
    const py = await client.interact(jobId, { code: 'print(page.url())', language: 'python' });
    expect(py.stdout).toBe(`${pages.url}/app\n`);
    const stop = await client.stopInteraction(jobId);
    expect(stop).toMatchObject({ success: true, creditsBilled: 2 });
  });
});
