import { randomUUID } from 'crypto';
import { SearchJobPayloadSchema } from '@wsa/contracts';
import { closeDb, createDb, Db, upsertIndexedPage } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { pageTextSources } from './page-text-sources';

// Search highlights read a result's page text from this request's scrape, the cache, then the local
// index; a zero-data-retention search reads only its own scrapes.
let db: Db;
let drop: () => Promise<void>;
const url = 'https://docs.example.org/guide/caching';

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  await upsertIndexedPage(db, {
    url, domain: 'docs.example.org', title: 'Caching guide', description: 'How caching works', headings: 'Caching',
    body: 'Entries expire after two days. The cache key includes the formats and the location.', urlWords: 'docs example org guide caching',
    language: 'en', publishedAt: null, scrapedAt: new Date(), isArticle: false, images: [],
  });
}, 60000);
afterAll(async () => {
  await closeDb(db);
  await drop();
});

const payload = (request: Record<string, unknown>) =>
  SearchJobPayloadSchema.parse({ jobId: randomUUID(), teamId: randomUUID(), request: { query: 'cache expiry', ...request }, deadlineAt: Date.now() + 10000 });

it('finds a page neither scraped now nor cached in the local index', async () => {
  const sources = pageTextSources(db, payload({}), {});
  expect(sources).toHaveLength(3);
  const texts = await Promise.all(sources.map((s) => s(url)));
  expect(texts).toEqual([undefined, undefined, expect.stringContaining('Entries expire after two days.')]);
  expect(await sources[2]('https://docs.example.org/never-indexed')).toBeUndefined();
});

it('reads neither the cache nor the index under zero data retention', async () => {
  const sources = pageTextSources(db, { ...payload({}), zeroDataRetention: true }, {});
  expect(await Promise.all(sources.map((s) => s(url)))).toEqual([undefined]);
});
