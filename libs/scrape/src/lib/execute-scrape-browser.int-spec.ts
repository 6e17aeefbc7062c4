import { randomUUID } from 'node:crypto';
import { expectOk, startHarness, BLOB_BASE, type Harness } from '../test-support/scrape-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60000);
afterAll(() => h.close(), 30000);

const url = (path: string) => h.site.url + path;
const fresh = { maxAge: 0, storeInCache: false };

/** Loads a blob through the store, from the id in its signed URL. */
async function loadBlob(signedUrl: string): Promise<{ contentType: string; data: Buffer }> {
  expect(signedUrl.startsWith(`${BLOB_BASE}/v2/blobs/`)).toBe(true);
  const id = new URL(signedUrl).pathname.split('/').pop()!;
  const blob = await h.deps.blobs.load(id);
  if (!blob) throw new Error(`blob ${id} not found`);
  return blob;
}

test('an app shell goes to Chromium after the HTTP engine, and the rendered text comes back', async () => {
  const doc = expectOk(await h.scrape({ url: url('/js-rendered'), ...fresh })).document;
  expect(doc.markdown).toContain('injected by a script');
  expect(doc.metadata).toMatchObject({ statusCode: 200, proxyUsed: 'basic' });
  expect(h.browserStarts()).toBe(1);
});

test('screenshot format: Chromium only, stored as a signed blob URL', async () => {
  const before = h.site.hits('/article');
  const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['markdown', { type: 'screenshot', viewport: { width: 800, height: 600 } }], ...fresh })).document;
  expect(h.site.hits('/article')).toBe(before + 1);
  const blob = await loadBlob(doc.screenshot!);
  expect(blob.contentType).toBe('image/png');
  expect(blob.data.subarray(1, 4).toString()).toBe('PNG');
  expect(doc.markdown).toContain('Growing Tomatoes');
});

test('actions: click, write, press, scrape, executeJavascript, screenshot and pdf', async () => {
  const doc = expectOk(await h.scrape({
    url: url('/form'),
    actions: [
      { type: 'click', selector: '#name' },
      { type: 'write', text: 'Ada' },
      { type: 'press', key: 'Enter' },
      { type: 'scrape' },
      { type: 'executeJavascript', script: "document.querySelector('#result').textContent" },
      { type: 'screenshot', quality: 60 },
      { type: 'pdf' },
    ],
  })).document;
  expect(doc.markdown).toContain('Hello, Ada!');
  expect(doc.actions!.scrapes).toHaveLength(1);
  expect(doc.actions!.scrapes[0]!.html).toContain('Hello, Ada!');
  expect(doc.actions!.javascriptReturns).toEqual([{ type: 'string', value: 'Hello, Ada!' }]);
  expect((await loadBlob(doc.actions!.screenshots[0]!)).contentType).toBe('image/jpeg');
  const pdf = await loadBlob(doc.actions!.pdfs[0]!);
  expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
});

test('a failing action -> SCRAPE_ACTION_ERROR naming its index and type', async () => {
  const r = await h.scrape({ url: url('/form'), actions: [{ type: 'wait', milliseconds: 10 }, { type: 'click', selector: '#missing' }] });
  expect(r).toMatchObject({ ok: false, code: 'SCRAPE_ACTION_ERROR', details: { actionIndex: 1, actionType: 'click' } });
  expect(r.ok ? '' : r.message).toMatch(/Action 1 \(click\)/);
});

test('proxy auto: a JS challenge the HTTP engine cannot pass is retried with enhanced Chromium', async () => {
  const doc = expectOk(await h.scrape({ url: url('/challenge'), ...fresh })).document;
  expect(doc.markdown).toContain('You passed the browser check');
  expect(doc.metadata).toMatchObject({ statusCode: 200, proxyUsed: 'stealth' });
});

test('a block page that enhanced Chromium meets too -> SCRAPE_SITE_BLOCKED', async () => {
  const r = await h.scrape({ url: url('/blocked'), ...fresh });
  expect(r).toMatchObject({ ok: false, code: 'SCRAPE_SITE_BLOCKED' });
});

test('blockAds removes the cookie banner in the browser', async () => {
  const base = { url: url('/ads'), mobile: true, onlyMainContent: false, ...fresh };
  const blocked = expectOk(await h.scrape({ ...base, blockAds: true })).document;
  expect(blocked.markdown).toContain('Composting turns kitchen scraps');
  expect(blocked.markdown).not.toContain('We use cookies');
  const plain = expectOk(await h.scrape({ ...base, blockAds: false })).document;
  expect(plain.markdown).toContain('We use cookies');
});

test('Chromium refuses loopback when local targets are not allowed', async () => {
  const before = h.site.hits('/article');
  const r = await h.scrape({ url: url('/article'), mobile: true, ...fresh }, { deps: { allowLocalTargets: false } });
  expect(r).toMatchObject({ ok: false, code: 'SCRAPE_BLOCKED_TARGET' });
  expect(h.site.hits('/article')).toBe(before);
});

test('Chromium: unknown host -> DNS error; slow page -> timeout', async () => {
  expect(await h.scrape({ url: 'http://nonexistent.invalid/', mobile: true, ...fresh })).toEqual({
    ok: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR', message: 'DNS resolution failed for hostname nonexistent.invalid',
  });
  const started = Date.now();
  expect(await h.scrape({ url: url('/slow?ms=10000'), mobile: true, timeout: 1500, ...fresh })).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT' });
  expect(Date.now() - started).toBeLessThan(3500);
});

test('documents with actions are neither cached nor shared', async () => {
  const teamId = randomUUID();
  await h.scrape({ url: url('/form'), actions: [{ type: 'scrape' }] }, { teamId });
  expect(await h.db.scrapeCacheEntry.count({ where: { url: url('/form') } })).toBe(0);
});

test('a PDF under a browser-only option falls back to the HTTP engine (Chromium aborts downloads)', async () => {
  const r = expectOk(await h.scrape({ url: url('/doc.pdf'), mobile: true, ...fresh }));
  expect(r.document.markdown).toContain('forty percent');
  expect(r.billing.pdfPagesParsed).toBe(2);
});

test('JSON rendered by Chromium is unwrapped from its <pre>', async () => {
  const doc = expectOk(await h.scrape({ url: url('/data.json'), mobile: true, formats: ['rawHtml'], ...fresh })).document;
  expect(JSON.parse(doc.rawHtml!)).toMatchObject({ name: 'fixture' });
});
