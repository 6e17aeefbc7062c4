import { randomUUID } from 'node:crypto';
import { expectOk, startHarness, type Harness } from '../test-support/scrape-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60000);
afterAll(() => h.close());

const url = (path: string) => h.site.url + path;
const entries = (u: string) => h.db.scrapeCacheEntry.findMany({ where: { url: u } });

test('a cache hit answers the stored document with a new scrape id and makes no request', async () => {
  const first = expectOk(await h.scrape({ url: url('/counter') }));
  expect(first.document.metadata.cacheState).toBe('miss');
  expect(h.site.hits('/counter')).toBe(1);

  const second = expectOk(await h.scrape({ url: url('/counter#fragment-is-ignored') }));
  expect(h.site.hits('/counter')).toBe(1);
  expect(second.billing).toEqual({ cacheHit: true });
  expect(second.document.markdown).toBe(first.document.markdown);
  expect(second.document.metadata).toMatchObject({ cacheState: 'hit', statusCode: 200, sourceURL: url('/counter') });
  expect(second.document.metadata.scrapeId).not.toBe(first.document.metadata.scrapeId);
  expect(Date.parse(second.document.metadata.cachedAt!)).toBeLessThanOrEqual(Date.now());

  // Shared with other teams: no team-specific option shaped it.
  expect((await entries(url('/counter')))[0]!.teamId).toBeNull();
  expectOk(await h.scrape({ url: url('/counter') }, { teamId: randomUUID() }));
  expect(h.site.hits('/counter')).toBe(1);
});

test('the worker leaves the cache to the producer, except for cache-only and threat-protected jobs', async () => {
  const target = url('/counter?worker-side');
  expectOk(await h.scrape({ url: target }));
  const hits = h.site.hits('/counter');
  // a queued plain job was a miss at its producer: the worker goes straight to the engines
  expect(expectOk(await h.work({ url: target })).document.metadata.cacheState).toBe('miss');
  expect(h.site.hits('/counter')).toBe(hits + 1);
  // whoever queued them, cache-only jobs are answered from the cache and never fetch
  expect(expectOk(await h.work({ url: target, lockdown: true })).document.metadata.cacheState).toBe('hit');
  expect(await h.work({ url: url('/counter?never'), lockdown: true })).toMatchObject({ ok: false, code: 'SCRAPE_LOCKDOWN_CACHE_MISS' });
  // a threat-protected job reads its cache on the worker, after its hosts pass
  expect(expectOk(await h.work({ url: target, threatProtection: { mode: 'off', blacklist: ['blocked.example'] } })).document.metadata.cacheState).toBe('hit');
  expect(h.site.hits('/counter')).toBe(hits + 1);
});

test('maxAge 0 and different content options scrape again', async () => {
  const before = h.site.hits('/counter');
  expectOk(await h.scrape({ url: url('/counter'), maxAge: 0 }));
  expectOk(await h.scrape({ url: url('/counter'), formats: ['html'] }));
  expect(h.site.hits('/counter')).toBe(before + 2);
});

test('minAge: an entry too young is SCRAPE_NO_CACHED_DATA; old enough is a hit', async () => {
  const target = url('/article?min-age');
  expectOk(await h.scrape({ url: target }));
  const hits = h.site.hits('/article');
  const miss = await h.scrape({ url: target, minAge: 3600000 });
  expect(miss).toMatchObject({ ok: false, code: 'SCRAPE_NO_CACHED_DATA' });
  expect(miss.ok ? '' : miss.message).toMatch(/minimum age/);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(expectOk(await h.scrape({ url: target, minAge: 1 })).document.metadata.cacheState).toBe('hit');
  expect(h.site.hits('/article')).toBe(hits);
});

test('lockdown: hit from the cache, miss without any outbound request', async () => {
  const target = url('/article?lockdown');
  expectOk(await h.scrape({ url: target }));
  const hits = h.site.hits('/article');
  expect(expectOk(await h.scrape({ url: target, lockdown: true })).document.metadata.cacheState).toBe('hit');
  expect(await h.scrape({ url: url('/article?never-scraped'), lockdown: true })).toMatchObject({ ok: false, code: 'SCRAPE_LOCKDOWN_CACHE_MISS' });
  expect(h.site.hits('/article')).toBe(hits);
});

test('not stored: team zero data retention, custom headers, error pages, storeInCache false', async () => {
  const cases: [string, Record<string, unknown>, { zeroDataRetention?: boolean }][] = [
    ['/article?zdr', {}, { zeroDataRetention: true }],
    ['/article?headers', { headers: { 'x-test': '1' } }, {}],
    ['/missing-page', {}, {}],
    ['/article?no-store', { storeInCache: false }, {}],
  ];
  for (const [path, options, payload] of cases) {
    expectOk(await h.scrape({ url: url(path), ...options }, payload));
    expect(await entries(url(path))).toHaveLength(0);
  }
});

test('screenshots are not cached (their signed URLs expire)', async () => {
  const target = url('/article?shot');
  expectOk(await h.scrape({ url: target, formats: [{ type: 'screenshot' }] }));
  expect(await entries(target)).toHaveLength(0);
}, 30000);
