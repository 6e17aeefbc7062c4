// Model-free reader formats end to end: fixture pages fetched over HTTP by the real engine.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { scrapeCredits } from '@wsa/credits';
import { ScrapeOptionsSchema } from '@wsa/contracts';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

// the readers' own fixture pages (shops, restaurants, a contact page), served as they are on disk
const LIBS = join(__dirname, '..', '..', '..');
const FIXTURE_DIRS: Record<string, string> = { content: join(LIBS, 'content', 'src', 'readers'), redact: join(LIBS, 'redact', 'src', 'lib', 'fixtures') };
let h: Harness;
let pages: Server;
let pagesUrl: string;
// a page the change-tracking tests edit between scrapes
const live = { status: 200, body: '' };
beforeAll(async () => {
  h = await startHarness();
  pages = createServer((req, res) => {
    try {
      if (req.url?.startsWith('/live')) {
        res.writeHead(live.status, { 'content-type': 'text/html; charset=utf-8' }).end(live.body);
        return;
      }
      const [, dir, ...rest] = (req.url ?? '/').split('/');
      const body = readFileSync(join(FIXTURE_DIRS[dir] ?? '/nonexistent', ...rest.filter((p) => p !== '..')));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
}, 60000);
afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
  await h.close();
});

const url = (path: string) => h.site.url + path;
const fresh = { maxAge: 0, storeInCache: false };

describe('highlights and query (directQuote)', () => {
  test('highlights quote the page verbatim, best passage first; markdown only when asked', async () => {
    const request = { url: url('/article'), formats: [{ type: 'highlights', query: 'When should I start seedlings indoors?' }], ...fresh };
    const doc = expectOk(await h.scrape(request)).document;
    const [top] = doc.highlights!.split('\n\n');
    expect(top).toContain('Start seedlings indoors six to eight weeks before the last frost');
    expect(doc.markdown).toBeUndefined();
    expect(Object.keys(doc).sort()).toEqual(['highlights', 'metadata']);
    expect(scrapeCredits(ScrapeOptionsSchema.parse({ formats: request.formats }), { failed: false, cacheHit: false })).toBe(5);
  });

  test('a table row can be the passage; markdown stays when requested too', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['markdown', { type: 'highlights', query: 'Roma days to harvest' }], ...fresh })).document;
    expect(doc.highlights!.split('\n\n')[0]).toBe('Roma | 75 | Determinate');
    expect(doc.markdown).toContain('# Growing Tomatoes at Home');
  });

  test('query directQuote answers with the best sentence in `answer`', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: [{ type: 'query', prompt: 'How many hours of sun do tomatoes need?', mode: 'directQuote' }], ...fresh })).document;
    expect(doc.answer).toContain('With six hours of sun, a deep pot and regular watering, a single plant can yield several kilograms of fruit');
    expect(doc.highlights).toBeUndefined();
  });

  test('query freeform needs a model: FEATURE_NOT_AVAILABLE', async () => {
    const r = await h.scrape({ url: url('/article'), formats: [{ type: 'query', prompt: 'Summarise it' }], ...fresh });
    expect(r).toMatchObject({ ok: false, code: 'FEATURE_NOT_AVAILABLE', details: { features: ['query format in freeform mode'] } });
  });
});

describe('product', () => {
  test('a WooCommerce-like page: schema.org product with sale price, category and no add-on credits', async () => {
    const request = { url: `${pagesUrl}/content/product/fixtures/woocommerce.html`, formats: ['product'], ...fresh };
    const doc = expectOk(await h.scrape(request)).document;
    expect(doc.product).toMatchObject({ title: 'Espressokanne Classic 6 Tassen', brand: 'Bialetti', category: 'Espressokannen' });
    expect(doc.product?.variants[0]).toMatchObject({ price: { amount: 29.9, currency: 'EUR' }, sale: { originalPrice: { amount: 39.9 } }, availability: { inStock: true } });
    expect(doc.markdown).toBeUndefined();
    expect(scrapeCredits(ScrapeOptionsSchema.parse({ formats: request.formats }), { failed: false, cacheHit: false })).toBe(1);
  });

  test('a page without a product: no field, a warning', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['markdown', 'product'], ...fresh })).document;
    expect(doc.product).toBeUndefined();
    expect(doc.warning).toMatch(/No product was found/);
    expect(doc.markdown).toContain('Growing Tomatoes');
  });
});

describe('menu', () => {
  test('a card-layout restaurant page: sections, items, prices, dietary markers', async () => {
    const doc = expectOk(await h.scrape({ url: `${pagesUrl}/content/menu/fixtures/cards.html`, formats: ['menu'], ...fresh })).document;
    expect(doc.menu).toMatchObject({ isMenu: true, currency: 'USD', merchant: { name: 'Green Bowl Kitchen' }, sourceUrl: `${pagesUrl}/content/menu/fixtures/cards.html` });
    expect(doc.menu?.sections.map((s) => s.name)).toEqual(['Bowls', 'Drinks']);
    expect(doc.menu?.sections[0].items[0]).toMatchObject({ name: 'Harvest Bowl', price: { amount: 14.5 }, dietary: ['vegan', 'gluten-free'] });
  });

  test('an article answers isMenu false', async () => {
    const doc = expectOk(await h.scrape({ url: url('/article'), formats: ['menu'], ...fresh })).document;
    expect(doc.menu).toMatchObject({ isMenu: false, sections: [] });
  });
});

describe('redactPII', () => {
  test('fast mode redacts markdown, html and links; no warning; +4 credits', async () => {
    const request = { url: `${pagesUrl}/redact/contact.html`, formats: ['markdown', 'html', 'links'], redactPII: { mode: 'fast', replaceStyle: 'tag' }, ...fresh };
    const doc = expectOk(await h.scrape(request)).document;
    expect(doc.markdown).toContain('<EMAIL>');
    expect(doc.markdown).toContain('<PHONE>');
    expect(doc.markdown).toContain('<FINANCIAL>');
    expect(doc.markdown).toContain('<PERSON>');
    expect(doc.markdown).not.toMatch(/jane\.okafor@|4111|Okafor|\+44 20 7946 0958/);
    expect(doc.html).toContain('&lt;EMAIL&gt;');
    expect(doc.html).not.toContain('jane.okafor@');
    expect(doc.links?.some((l) => l.includes('jane.okafor'))).toBe(false);
    expect(doc.warning).toBeUndefined();
    expect(scrapeCredits(ScrapeOptionsSchema.parse({ formats: request.formats, redactPII: request.redactPII }), { failed: false, cacheHit: false })).toBe(5);
  });

  test('true means accurate: local detectors and a warning that no model ran', async () => {
    const doc = expectOk(await h.scrape({ url: `${pagesUrl}/redact/contact.html`, redactPII: true, ...fresh })).document;
    expect(doc.markdown).toContain('<EMAIL>');
    expect(doc.warning).toMatch(/no language model is configured/);
  });

  test('mask keeps the length; only the asked entities', async () => {
    const doc = expectOk(await h.scrape({ url: `${pagesUrl}/redact/contact.html`, redactPII: { mode: 'fast', entities: ['EMAIL'], replaceStyle: 'mask' }, ...fresh })).document;
    expect(doc.markdown).toContain('*'.repeat('jane.okafor@northwind.example'.length));
    expect(doc.markdown).toContain('+44 20 7946 0958');
  });
});

describe('changeTracking', () => {
  const page = (price: string, updated: string, robots = 'index') =>
    `<html><head><title>Plans</title><meta name="robots" content="${robots}"></head><body><main><h1>Plans</h1><p>Last updated ${updated}</p>` +
    `<p>The Team plan costs ${price} per month and includes ten seats.</p><p>Every plan includes support by e-mail and a 30-day trial.</p></main></body></html>`;
  const track = (extra: Record<string, unknown> = {}) =>
    h.scrape({ url: `${pagesUrl}/live/plans?utm_source=mail`, formats: ['markdown', { type: 'changeTracking', modes: ['git-diff'], ...extra }], ...fresh });

  test('new, then same despite a new timestamp, then changed with a git diff, then removed; tags keep separate histories', async () => {
    live.status = 200;
    live.body = page('$29', '2026-11-24 10:00:00');
    const first = expectOk(await track()).document;
    expect(first.changeTracking).toEqual({ previousScrapeAt: null, changeStatus: 'new', visibility: 'visible' });

    live.body = page('$29', '2026-11-24 11:30:12');
    const second = expectOk(await track()).document;
    expect(second.changeTracking).toMatchObject({ changeStatus: 'same', visibility: 'visible' });
    expect(Date.parse(second.changeTracking!.previousScrapeAt!)).toBeLessThanOrEqual(Date.now());
    expect(second.changeTracking?.diff).toBeUndefined();

    live.body = page('$35', '2026-11-24 12:00:00');
    const third = expectOk(await track()).document;
    expect(third.changeTracking).toMatchObject({ changeStatus: 'changed' });
    expect(third.changeTracking?.diff?.text).toContain('-The Team plan costs $29 per month and includes ten seats.\n+The Team plan costs $35 per month and includes ten seats.');
    expect(third.changeTracking?.diff?.json.files[0].chunks[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'add', content: '+The Team plan costs $35 per month and includes ten seats.' })]));

    const tagged = expectOk(await track({ tag: 'eu' })).document;
    expect(tagged.changeTracking).toMatchObject({ previousScrapeAt: null, changeStatus: 'new' });

    live.status = 404;
    live.body = '<html><body><h1>Not found</h1></body></html>';
    const gone = expectOk(await track()).document;
    expect(gone.changeTracking).toMatchObject({ changeStatus: 'removed' });
  });

  test('noindex pages are hidden; another team has its own history', async () => {
    live.status = 200;
    live.body = page('$29', 'today', 'noindex');
    const doc = expectOk(await h.scrape({ url: `${pagesUrl}/live/hidden`, formats: ['markdown', 'changeTracking'], ...fresh })).document;
    expect(doc.changeTracking).toMatchObject({ changeStatus: 'new', visibility: 'hidden' });
    const other = expectOk(await h.scrape({ url: `${pagesUrl}/live/hidden`, formats: ['markdown', 'changeTracking'], ...fresh }, { teamId: '00000000-0000-4000-8000-000000000001' })).document;
    expect(other.changeTracking).toMatchObject({ changeStatus: 'new' });
  });

  test('json mode needs a model: FEATURE_NOT_AVAILABLE naming only that mode', async () => {
    const r = await h.scrape({ url: `${pagesUrl}/live/plans`, formats: ['markdown', { type: 'changeTracking', modes: ['json'] }], ...fresh });
    expect(r).toMatchObject({ ok: false, code: 'FEATURE_NOT_AVAILABLE', details: { features: ['changeTracking format in json mode'] } });
  });
});

test('menu of a PDF: read from the parsed text layer (sections, items, prices)', async () => {
  const doc = expectOk(await h.scrape({ url: `${h.site.url}/menu.pdf`, formats: ['menu'], maxAge: 0, storeInCache: false })).document;
  expect(doc.markdown).toBeUndefined();
  expect(doc.menu).toMatchObject({ isMenu: true, currency: 'EUR', sourceUrl: `${h.site.url}/menu.pdf` });
  expect(doc.menu!.sections.map((s) => [s.name, s.items.map((i) => [i.name, i.price?.amount])])).toEqual([
    ['STARTERS', [['Burrata', 9.5], ['Arancini', 7]]],
    ['PIZZA', [['Margherita', 11], ['Diavola', 13.5]]],
  ]);
});
