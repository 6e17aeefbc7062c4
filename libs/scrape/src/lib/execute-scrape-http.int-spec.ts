import { createServer } from 'node:net';
import { CHARSET_TEXTS, PDF_TEXT, SAMPLE_JSON } from '@wsa/testing';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60000);
afterAll(() => h.close());

const url = (path: string) => h.site.url + path;
const fresh = { maxAge: 0, storeInCache: false };

describe('HTML over the HTTP engine', () => {
  test('article: main content markdown, metadata, only the requested formats, no browser', async () => {
    const r = expectOk(await h.scrape({ url: url('/article'), ...fresh }));
    const { document: doc } = r;
    expect(doc.markdown).toContain('# Growing Tomatoes at Home');
    expect(doc.markdown).toMatch(/\| Sungold \| 57 \| Indeterminate \|/);
    expect(doc.markdown).toContain('```python');
    expect(doc.markdown).not.toContain('All rights reserved');
    expect(doc.markdown).not.toContain('About us');
    expect(Object.keys(doc).sort()).toEqual(['markdown', 'metadata']);
    expect(doc.metadata).toMatchObject({
      title: 'Growing Tomatoes at Home', description: 'A practical guide to growing tomatoes on a balcony.', language: 'en',
      ogTitle: 'Growing Tomatoes (OG)', url: url('/article'), sourceURL: url('/article'), statusCode: 200,
      contentType: 'text/html; charset=utf-8', proxyUsed: 'basic', cacheState: 'miss',
    });
    expect(doc.metadata.error).toBeUndefined();
    expect(r.billing).toEqual({ cacheHit: false });
    expect(h.browserStarts()).toBe(0);
  });

  test('shop category: markdown keeps the product tiles (titles, prices) and the guide, drops filters, pager and calls to action', async () => {
    const md = expectOk(await h.scrape({ url: url('/shop/chess-sets'), ...fresh })).document.markdown ?? '';
    expect(md).toContain('# Chess Sets');
    for (const name of ['Walnut Competition Staunton Chess Set', 'Rosewood Library Chess Set']) expect(md).toContain(`[${name}](${url('/shop/p/')}`);
    expect(md).toContain('$242.91');
    expect(md).toContain('$449.00');
    expect(md).toContain('Choosing a chess set, point 14');
    for (const chrome of ['Filter by material', 'Quick View', 'Showing 1–8 of 204', '[Next]', 'All rights reserved', 'About us']) expect(md).not.toContain(chrome);
  });

  test('html, rawHtml, links and images; onlyMainContent false keeps the boilerplate', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['html', 'rawHtml', 'links', 'markdown'], onlyMainContent: false, ...fresh })).document;
    expect(doc.rawHtml).toContain('<nav class="main-nav">');
    expect(doc.html).toContain('Sungold');
    expect(doc.links).toEqual(expect.arrayContaining([url('/guides/soil'), 'https://example.org/tomato-faq']));
    expect(doc.markdown).toContain('All rights reserved');
  });

  test('attributes: every value of each requested attribute, from the whole page, in the document field', async () => {
    const formats = [{ type: 'attributes', selectors: [{ selector: 'nav a', attribute: 'href' }, { selector: 'html', attribute: 'lang' }] }];
    const doc = expectOk(await h.scrape({ url: url('/article'), formats, ...fresh })).document;
    expect(Object.keys(doc).sort()).toEqual(['attributes', 'metadata']);
    expect(doc.attributes?.[0]).toMatchObject({ selector: 'nav a', attribute: 'href' });
    expect(doc.attributes?.[0].values.length).toBeGreaterThan(0);
    expect(doc.attributes?.[1]).toEqual({ selector: 'html', attribute: 'lang', values: ['en'] });
  });

  test('includeTags and excludeTags reach the transform', async () => {
    const only = expectOk(await h.scrape({ url: url('/article'), includeTags: ['table'], ...fresh })).document;
    expect(only.markdown).toContain('Sungold');
    expect(only.markdown).not.toContain('balcony');
    const without = expectOk(await h.scrape({ url: url('/article'), excludeTags: ['table', 'pre'], ...fresh })).document;
    expect(without.markdown).toContain('balcony');
    expect(without.markdown).not.toContain('Sungold');
  });

  test('images: srcset candidates absolutised; base64 images replaced in markdown unless asked to keep', async () => {
    const doc = expectOk(await h.scrape({ url: url('/images'), formats: ['markdown', 'images'], ...fresh })).document;
    expect(doc.images).toEqual(expect.arrayContaining([url('/img/rose-large.jpg'), url('/img/tulip.jpg')]));
    expect(doc.markdown).toContain('<Base64-Image-Removed>');
    const kept = expectOk(await h.scrape({ url: url('/images'), removeBase64Images: false, ...fresh })).document;
    expect(kept.markdown).toContain('data:image/png;base64,');
  });

  test('rawBase64 is the exact body', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['rawBase64'], ...fresh })).document;
    const html = await (await fetch(url('/article'))).text();
    expect(Buffer.from(doc.rawBase64!, 'base64').toString('utf8')).toBe(html);
    expect(doc.markdown).toBeUndefined();
  });

  test('redirect chain: url is the final one, sourceURL as requested', async () => {
    const doc = expectOk(await h.scrape({ url: url('/redirect/start'), ...fresh })).document;
    expect(doc.metadata.url).toBe(url('/redirect/end'));
    expect(doc.metadata.sourceURL).toBe(url('/redirect/start'));
    expect(doc.markdown).toContain('Growing Tomatoes');
  });

  test.each([
    ['/charset/shift-jis', CHARSET_TEXTS.shiftJis],
    ['/charset/euc-kr', CHARSET_TEXTS.eucKr],
    ['/charset/windows-1252', CHARSET_TEXTS.windows1252],
  ])('%s is decoded', async (path, expected) => {
    const doc = expectOk(await h.scrape({ url: url(path), ...fresh })).document;
    expect(doc.markdown).toContain(expected.text);
    expect(doc.metadata.title).toBe(expected.title);
  });

  test('404 page is returned with its status, not as a failure', async () => {
    const doc = expectOk(await h.scrape({ url: url('/no/such/page'), ...fresh })).document;
    expect(doc.metadata.statusCode).toBe(404);
    expect(doc.metadata.error).toBe('Not Found');
    expect(doc.markdown).toContain('does not exist on this fixture site');
  });
});

describe('other content types', () => {
  test('JSON: fenced json markdown, rawHtml is the JSON text', async () => {
    const doc = expectOk(await h.scrape({ url: url('/data.json'), formats: ['markdown', 'rawHtml'], ...fresh })).document;
    expect(doc.markdown).toBe('```json\n' + JSON.stringify(SAMPLE_JSON, null, 2) + '\n```');
    expect(JSON.parse(doc.rawHtml!)).toEqual(SAMPLE_JSON);
    expect(doc.metadata.contentType).toBe('application/json');
  });

  test('plain text is returned raw', async () => {
    const doc = expectOk(await h.scrape({ url: url('/notes.txt'), ...fresh })).document;
    expect(doc.markdown).toBe('Plain text notes\nLine two of the notes.\n  indented line three\n');
  });

  test('PDF with a text layer: markdown, page counts, billing, per-page output', async () => {
    const r = expectOk(await h.scrape({ url: url('/doc.pdf'), parsers: [{ type: 'pdf', pages: true, blocks: true }], ...fresh }));
    expect(r.document.markdown).toContain(PDF_TEXT.body);
    expect(r.document.metadata).toMatchObject({ numPages: 2, totalPages: 2, title: PDF_TEXT.title, statusCode: 200 });
    expect(r.billing).toEqual({ cacheHit: false, pdfPagesParsed: 2 });
    expect(r.document.pages?.map((p) => p.pageNumber)).toEqual([1, 2]);
    expect(r.document.blocks?.find((b) => b.text?.includes('forty percent'))?.bbox).toHaveLength(4);
  });

  test('PDF recognised by magic bytes; maxPages caps the parse', async () => {
    const r = expectOk(await h.scrape({ url: url('/download'), parsers: [{ type: 'pdf', mode: 'fast', maxPages: 1 }], ...fresh }));
    expect(r.document.markdown).toContain(PDF_TEXT.title);
    expect(r.document.metadata).toMatchObject({ numPages: 1, totalPages: 2 });
    expect(r.billing.pdfPagesParsed).toBe(1);
  });

  test('scanned PDF is read by OCR in auto mode', async () => {
    const r = expectOk(await h.scrape({ url: url('/scanned.pdf'), ...fresh }));
    expect(r.document.markdown?.toLowerCase()).toContain('compost deliveries');
  }, 30000);

  test('parsers [] returns the raw PDF as base64, billed as raw', async () => {
    const r = expectOk(await h.scrape({ url: url('/doc.pdf'), parsers: [], ...fresh }));
    expect(Buffer.from(r.document.rawBase64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.document.markdown).toBeUndefined();
    expect(r.billing).toEqual({ cacheHit: false, rawPdf: true });
  });
});

describe('failures', () => {
  test('block page over basic proxy -> SCRAPE_SITE_BLOCKED without trying a browser', async () => {
    const r = await h.scrape({ url: url('/blocked'), proxy: 'basic', ...fresh });
    expect(r).toMatchObject({ ok: false, code: 'SCRAPE_SITE_BLOCKED' });
    expect(h.browserStarts()).toBe(0);
  });

  test('slow page -> SCRAPE_TIMEOUT at the request timeout', async () => {
    const started = Date.now();
    const r = await h.scrape({ url: url('/slow?ms=10000'), timeout: 1000, ...fresh });
    expect(r).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  test('the job deadline bounds the scrape too, and the caller signal cancels it', async () => {
    const started = Date.now();
    expect(await h.scrape({ url: url('/slow?ms=10000'), ...fresh }, { deadlineAt: Date.now() + 700 })).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(2000);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 300);
    const r = await h.scrape({ url: url('/slow?ms=10000'), ...fresh }, { signal: ac.signal });
    expect(r).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT', message: 'The scrape was cancelled.' });
  });

  test('loopback refused when local targets are not allowed', async () => {
    const before = h.site.hits('/article');
    const r = await h.scrape({ url: url('/article'), ...fresh }, { deps: { allowLocalTargets: false } });
    expect(r).toMatchObject({ ok: false, code: 'SCRAPE_BLOCKED_TARGET' });
    expect(h.site.hits('/article')).toBe(before);
  });

  test('unknown host -> SCRAPE_DNS_RESOLUTION_ERROR with the compat message', async () => {
    const r = await h.scrape({ url: 'http://nonexistent.invalid/', ...fresh });
    expect(r).toEqual({ ok: false, code: 'SCRAPE_DNS_RESOLUTION_ERROR', message: 'DNS resolution failed for hostname nonexistent.invalid' });
  });

  test('body over the size limit -> SCRAPE_TOO_LARGE', async () => {
    expect(await h.scrape({ url: url('/huge?mb=30'), ...fresh })).toMatchObject({ ok: false, code: 'SCRAPE_TOO_LARGE' });
  });

  test('closed port -> SCRAPE_CONNECTION_ERROR', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    expect(await h.scrape({ url: `http://127.0.0.1:${port}/`, ...fresh })).toMatchObject({ ok: false, code: 'SCRAPE_CONNECTION_ERROR' });
  });

  test('features that need a model or are not built -> FEATURE_NOT_AVAILABLE before any request', async () => {
    const before = h.site.hits('/article');
    const r = await h.scrape({ url: url('/article'), formats: ['markdown', { type: 'json', prompt: 'x' }, { type: 'changeTracking', modes: ['json'] }], redactPII: true });
    expect(r).toMatchObject({
      ok: false, code: 'FEATURE_NOT_AVAILABLE',
      message: 'The json format and changeTracking format in json mode need a language model, and none is configured on this server (set LLM_BASE_URL to an OpenAI-compatible endpoint such as Ollama or vLLM, or LLM_GGUF_PATH to a GGUF model file).',
    });
    expect(h.site.hits('/article')).toBe(before);
  });
});
