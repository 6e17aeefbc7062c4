import { BrowserPool } from '../pool/browser-pool';
import { renderPage } from '../render/render-page';
import { RenderError } from '../render-error';
import { CHROMIUM, FixtureServer, allowAll } from '../../test-support/fixture-server';

const server = new FixtureServer();
const pool = new BrowserPool({ executablePath: CHROMIUM });
const base = { timeoutMs: 20000, blockAds: false, isRequestAllowed: allowAll };

const FORM = `<html><body style="margin:0">
  <input id="q"><button id="go">Go</button><ul id="list"></ul>
  <button class="inc">+</button><button class="inc">+</button><button class="inc">+</button><span id="count">0</span>
  <div id="box" style="height:100px;overflow:auto"><div style="height:1000px">tall</div></div>
  <div style="height:5000px">spacer</div>
  <script>
    const add = () => { const li = document.createElement('li'); li.textContent = 'item:' + document.getElementById('q').value; document.getElementById('list').append(li); };
    document.getElementById('go').addEventListener('click', add);
    document.getElementById('q').addEventListener('keydown', (e) => { if (e.key === 'Enter') { add(); document.title = 'entered'; } });
    for (const b of document.querySelectorAll('.inc')) b.addEventListener('click', () => { const c = document.getElementById('count'); c.textContent = String(+c.textContent + 1); });
  </script></body></html>`;

beforeAll(async () => {
  server.html('/form', FORM).html('/delayed', `<html><body><script>setTimeout(() => { const d = document.createElement('div'); d.id = 'later'; d.textContent = 'appeared'; document.body.append(d); }, 400);</script></body></html>`);
  await server.start();
  await pool.start();
});
afterAll(async () => {
  await pool.close();
  await server.close();
});

test('click + write + press change the DOM; scrape captures the state at that point', async () => {
  const res = await renderPage(pool, {
    ...base,
    url: server.url('/form'),
    actions: [
      { type: 'click', selector: '#q' },
      { type: 'write', text: 'hello' },
      { type: 'press', key: 'Enter' },
      { type: 'scrape' },
      { type: 'click', selector: '.inc', all: true },
      { type: 'click', selector: '#go' },
    ],
  });
  expect(res.actions!.scrapes).toHaveLength(1);
  expect(res.actions!.scrapes[0]!.url).toBe(server.url('/form'));
  expect(res.actions!.scrapes[0]!.html).toContain('<li>item:hello</li>');
  expect(res.actions!.scrapes[0]!.html).toContain('<span id="count">0</span>');
  expect(res.html).toContain('<span id="count">3</span>');
  expect(res.html.match(/<li>item:hello<\/li>/g)).toHaveLength(2);
  expect(res.html).toContain('<title>entered</title>');
});

test('scroll moves the window by a viewport and a scrollable element by its height; executeJavascript returns values', async () => {
  const res = await renderPage(pool, {
    ...base,
    url: server.url('/form'),
    actions: [
      { type: 'scroll' },
      { type: 'executeJavascript', script: 'window.scrollY' },
      { type: 'scroll', direction: 'up' },
      { type: 'scroll', selector: '#box' },
      { type: 'executeJavascript', script: "const b = document.getElementById('box'); return { y: window.scrollY, box: b.scrollTop };" },
      { type: 'executeJavascript', script: 'await new Promise(r => setTimeout(r, 10)); return [1, "two", null]' },
      { type: 'executeJavascript', script: 'document.title;' },
      { type: 'executeJavascript', script: 'undefined' },
    ],
  });
  expect(res.actions!.javascriptReturns).toEqual([
    { type: 'number', value: 1080 },
    { type: 'object', value: { y: 0, box: 100 } },
    { type: 'object', value: [1, 'two', null] },
    { type: 'string', value: '' },
    { type: 'undefined', value: null },
  ]);
});

test('wait for a selector, then screenshot (PNG, and JPEG with quality, custom viewport) and pdf', async () => {
  const res = await renderPage(pool, {
    ...base,
    url: server.url('/delayed'),
    actions: [
      { type: 'wait', selector: '#later' },
      { type: 'wait', milliseconds: 50 },
      { type: 'screenshot' },
      { type: 'screenshot', quality: 50, viewport: { width: 400, height: 300 } },
      { type: 'pdf', format: 'A4', landscape: true },
    ],
  });
  expect(res.html).toContain('appeared');
  const [png, jpeg] = res.actions!.screenshots;
  expect(png!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png!.readUInt32BE(16)).toBe(1920); // IHDR width
  expect(jpeg!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(res.actions!.pdfs[0]!.subarray(0, 5).toString()).toBe('%PDF-');
});

test('format screenshot: full page PNG taller than the viewport', async () => {
  const res = await renderPage(pool, { ...base, url: server.url('/form'), screenshot: { fullPage: true } });
  expect(res.screenshot!.subarray(1, 4).toString()).toBe('PNG');
  expect(res.screenshot!.readUInt32BE(20)).toBeGreaterThan(5000); // IHDR height
});

test('a failing action names its index and type', async () => {
  const err = await renderPage(pool, {
    ...base,
    url: server.url('/form'),
    actions: [{ type: 'wait', milliseconds: 1 }, { type: 'click', selector: '#q' }, { type: 'click', selector: '#missing' }],
  }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RenderError);
  expect(err).toMatchObject({ kind: 'action', actionIndex: 2, actionType: 'click' });
  expect((err as Error).message).toBe("Action 2 (click) failed: no element matches selector '#missing'");
});

test('script errors, bad keys and missing wait selectors fail as actions', async () => {
  const run = (actions: Parameters<typeof renderPage>[1]['actions']): Promise<RenderError> =>
    renderPage(pool, { ...base, timeoutMs: 3000, url: server.url('/form'), actions }).then(
      () => Promise.reject(new Error('expected the action to fail')),
      (e: unknown) => e as RenderError,
    );
  const thrown = await run([{ type: 'executeJavascript', script: 'throw new Error("boom")' }]);
  expect(thrown.message).toMatch(/^Action 0 \(executeJavascript\) failed: .*boom/);
  const syntax = await run([{ type: 'executeJavascript', script: 'return (' }]);
  expect(syntax.message).toMatch(/^Action 0 \(executeJavascript\) failed: script is not valid JavaScript/);
  const key = await run([{ type: 'press', key: 'NoSuchKey' }]);
  expect(key.message).toBe("Action 0 (press) failed: unknown key 'NoSuchKey'");
  const wait = await run([{ type: 'wait', selector: '#never' }]);
  expect(wait).toMatchObject({ kind: 'action', actionType: 'wait' });
});
