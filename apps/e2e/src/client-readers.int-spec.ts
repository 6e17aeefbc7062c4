import { readFileSync } from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import Firecrawl from '@mendable/firecrawl-js';
import { startStack, type Stack } from '@wsa/testing';

// highlights, product and menu through the whole service (npm start) with the official client, on
// the readers' real-world fixture pages (a Shopify-like product page, a schema.org restaurant menu).
let stack: Stack;
let client: Firecrawl;
let server: http.Server;
let site: string;
const fixture = (lib: string, file: string) => readFileSync(path.resolve(__dirname, '../../../libs/content/src/readers', lib, 'fixtures', file));

beforeAll(async () => {
  const pages: Record<string, Buffer> = {
    '/products/merino-crew-sweater': fixture('product', 'shopify.html'),
    '/menu': fixture('menu', 'schema-restaurant.html'),
    '/guide': Buffer.from(`<html><head><title>Balcony tomatoes</title></head><body><main><h1>Growing tomatoes on a balcony</h1>
      <h2>Light</h2><p>Tomatoes need at least six hours of direct sun every day to set fruit.</p>
      <h2>Watering</h2><p>Water deeply twice a week, and every day during a heatwave, so the soil never dries out completely.</p>
      <h2>Feeding</h2><p>Feed with a high-potash fertiliser once the first truss has set.</p></main></body></html>`),
  };
  server = http.createServer((req, res) => {
    const body = pages[(req.url ?? '/').split('?')[0]];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack();
  const { apiKey } = await stack.admin('keys', 'create', '--team', 'readers-team', '--credits', '100');
  client = new Firecrawl({ apiKey: String(apiKey), apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((ok) => server?.close(() => ok()));
});

it('highlights: the passage that answers the query, verbatim, +4 credits', async () => {
  const doc = await client.scrape(`${site}/guide`, { formats: [{ type: 'highlights', query: 'how often should I water' }], maxAge: 0 });
  const highlights = String((doc as { highlights?: unknown }).highlights);
  expect(highlights.split('\n\n')[0]).toContain('Water deeply twice a week');
  expect(doc.metadata?.creditsUsed).toBe(5);
});

it('without a model endpoint, a model format is a clear 400 naming the setting', async () => {
  const err = await client.scrape(`${site}/guide`, { formats: ['summary'] }).catch((e: unknown) => e as { status?: number; code?: string; message?: string });
  expect(err).toMatchObject({ status: 400, code: 'FEATURE_NOT_AVAILABLE' });
  expect((err as { message?: string }).message).toMatch(/LLM_BASE_URL/);
  // a search whose result scrapes need a model is refused before searching, not failed per result
  const searchErr = await client.search('tomatoes', { scrapeOptions: { formats: ['summary'] } }).catch((e: unknown) => e);
  expect(searchErr).toMatchObject({ status: 400, code: 'FEATURE_NOT_AVAILABLE' });
});

it('product: schema.org Product of a shop page with its variants', async () => {
  const doc = await client.scrape(`${site}/products/merino-crew-sweater`, { formats: ['product'], maxAge: 0 });
  const product = (doc as { product?: { title: string; brand?: string; variants: { sku?: string; availability: { inStock: boolean } }[] } }).product;
  expect(product).toMatchObject({ title: 'Merino Crew Sweater', brand: 'Northfold' });
  expect(product?.variants).toHaveLength(2);
  expect(product?.variants[1]).toMatchObject({ sku: 'NF-MC-NAV-M', availability: { inStock: false } });
});

it('menu: sections and items of a restaurant menu', async () => {
  const doc = await client.scrape(`${site}/menu`, { formats: ['menu'], maxAge: 0 });
  const menu = (doc as { menu?: { isMenu: boolean; merchant: { name: string }; sections: { name: string; items: { name: string }[] }[] } }).menu;
  expect(menu).toMatchObject({ isMenu: true, merchant: { name: 'Trattoria Lucia' } });
  expect(menu?.sections.map((s) => s.name)).toEqual(['Antipasti', 'Pasta']);
  expect(menu?.sections[0].items.map((i) => i.name)).toEqual(['Burrata', 'Arancini']);
});
