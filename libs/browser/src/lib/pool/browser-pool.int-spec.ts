import { renderPage } from '../render/render-page';
import { CHROMIUM, FixtureServer, allowAll } from '../../test-support/fixture-server';
import { BrowserPool } from './browser-pool';

const server = new FixtureServer();
const pool = new BrowserPool({ executablePath: CHROMIUM, maxPagesPerBrowser: 2 });
const base = { timeoutMs: 15000, blockAds: false, isRequestAllowed: allowAll };

beforeAll(async () => {
  server
    .html('/ok', '<html><body><p>fine</p></body></html>')
    .hang('/never')
    .html('/spin', '<html><body><p>spinning</p><script>setTimeout(() => { for (;;) {} }, 0);</script></body></html>')
    .html('/slow-sub', `<html><body><p>slow</p><script async src="/hang.js"></script></body></html>`)
    .hang('/hang.js')
    .html('/blocked-parser', `<html><body><p>before the stuck script</p><script src="/hang.js"></script><p>after</p></body></html>`)
    .route('/set-state', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'sid=team-a; Path=/' })
        .end(`<html><body><script>localStorage.setItem('secret', 'team-a');</script></body></html>`),
    )
    .html('/read-state', `<html><body><pre id="out"></pre><script>document.getElementById('out').textContent = 'cookie=' + document.cookie + ';ls=' + localStorage.getItem('secret');</script></body></html>`);
  await server.start();
  await pool.start();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

async function waitForBrowsers(p: BrowserPool, n: number): Promise<void> {
  for (let i = 0; i < 100 && p.stats().browsers < n; i++) await new Promise((r) => setTimeout(r, 50));
}

test('start launches the warm browsers', () => {
  expect(pool.stats()).toMatchObject({ browsers: 1, busyPages: 0, queued: 0, launched: 1, crashed: 0 });
  expect(pool.browserPids()).toHaveLength(1);
});

test('a never-answering page times out quickly and the pool still works', async () => {
  const t0 = Date.now();
  await expect(renderPage(pool, { ...base, url: server.url('/never'), timeoutMs: 1500 })).rejects.toMatchObject({ kind: 'timeout' });
  expect(Date.now() - t0).toBeLessThan(3000);
  expect(pool.stats().busyPages).toBe(0);
  expect((await renderPage(pool, { ...base, url: server.url('/ok') })).html).toContain('fine');
});

test('a hanging subresource only caps the smart wait; the page still renders', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/slow-sub'), timeoutMs: 4000 });
  expect(res.html).toContain('slow');
});

test('a document whose parsing is blocked by a hung script is returned as far as it got', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/blocked-parser'), timeoutMs: 3000 });
  expect(res.statusCode).toBe(200);
  expect(res.html).toContain('before the stuck script');
  expect(res.html).not.toContain('<p>after</p>');
});

test('a renderer stuck in an endless loop is force-closed on timeout', async () => {
  const t0 = Date.now();
  await expect(renderPage(pool, { ...base, url: server.url('/spin'), timeoutMs: 2000 })).rejects.toMatchObject({ kind: 'timeout' });
  expect(Date.now() - t0).toBeLessThan(8000);
  await waitForBrowsers(pool, 1);
  expect((await renderPage(pool, { ...base, url: server.url('/ok') })).html).toContain('fine');
});

test('two sequential jobs share no cookies or localStorage', async () => {
  await renderPage(pool, { ...base, url: server.url('/set-state') });
  const res = await renderPage(pool, { ...base, url: server.url('/read-state') });
  expect(res.html).toContain('cookie=;ls=null');
  expect(server.hitsFor('/read-state').at(-1)!.headers.cookie).toBeUndefined();
});

test('jobs beyond the page limit queue and run when a page frees up', async () => {
  const jobs = [0, 1, 2].map(() => renderPage(pool, { ...base, url: server.url('/slow-sub'), timeoutMs: 3000 }));
  await new Promise((r) => setTimeout(r, 100));
  expect(pool.stats()).toMatchObject({ busyPages: 2, queued: 1 });
  const results = await Promise.all(jobs);
  expect(results.every((r) => r.html.includes('slow'))).toBe(true);
  expect(pool.stats()).toMatchObject({ busyPages: 0, queued: 0 });
});

test('an aborted signal ends the job with kind aborted', async () => {
  const ac = new AbortController();
  const job = renderPage(pool, { ...base, url: server.url('/never'), signal: ac.signal });
  setTimeout(() => ac.abort(), 200);
  await expect(job).rejects.toMatchObject({ kind: 'aborted' });
});

test('killing the browser mid-job fails the job as crashed and the pool recovers', async () => {
  const crashedBefore = pool.stats().crashed;
  const job = renderPage(pool, { ...base, url: server.url('/never') });
  await new Promise((r) => setTimeout(r, 300));
  const [pid] = pool.browserPids();
  process.kill(pid!, 'SIGKILL');
  await expect(job).rejects.toMatchObject({ kind: 'crashed' });
  expect(pool.stats().crashed).toBe(crashedBefore + 1);
  const res = await renderPage(pool, { ...base, url: server.url('/ok') });
  expect(res.html).toContain('fine');
  expect(pool.browserPids()[0]).not.toBe(pid);
});

test('a browser is recycled after N jobs', async () => {
  const small = new BrowserPool({ executablePath: CHROMIUM, recycleAfterPages: 2 });
  await small.start();
  try {
    const first = small.browserPids()[0];
    for (let i = 0; i < 3; i++) await renderPage(small, { ...base, url: server.url('/ok') });
    expect(small.stats()).toMatchObject({ launched: 2, crashed: 0, browsers: 1 });
    expect(small.browserPids()[0]).not.toBe(first);
  } finally {
    await small.close();
  }
  expect(small.stats().browsers).toBe(0);
});
