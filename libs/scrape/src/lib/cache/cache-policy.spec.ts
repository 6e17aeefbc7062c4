import { ScrapeOptionsSchema, type ScrapeDocument } from '@wsa/contracts';
import { cacheOwner, canIndexPage, canStoreDocument, planCacheRead } from './cache-policy';

const opts = (o: Record<string, unknown> = {}) => ScrapeOptionsSchema.parse(o);
const NOW = 1_700_000_000_000;
const doc = (extra: Partial<ScrapeDocument> = {}, statusCode = 200): ScrapeDocument => ({ markdown: 'x', metadata: { statusCode }, ...extra });

describe('planCacheRead', () => {
  it('never reads the cache for a profile scrape (its page depends on the profile now), except cache-only modes', () => {
    expect(planCacheRead(opts({ profile: { name: 'p' } }), NOW)).toEqual({ read: false });
    expect(planCacheRead(opts({ profile: { name: 'p' }, minAge: 1000 }), NOW)).toMatchObject({ read: true, onMiss: 'no_cached_data' });
  });
  test('default: entries up to maxAge (2 days), scrape on miss', () => {
    expect(planCacheRead(opts(), NOW)).toEqual({ read: true, newerThan: new Date(NOW - 172800000), onMiss: 'scrape' });
  });
  test('maxAge 0 never reads', () => expect(planCacheRead(opts({ maxAge: 0 }), NOW)).toEqual({ read: false }));
  test('minAge: cache only, entries at least that old, any upper age', () => {
    expect(planCacheRead(opts({ minAge: 1000, maxAge: 5 }), NOW)).toEqual({ read: true, olderThan: new Date(NOW - 1000), onMiss: 'no_cached_data' });
  });
  test('lockdown: cache only at any age (minAge still applies)', () => {
    expect(planCacheRead(opts({ lockdown: true, maxAge: 0 }), NOW)).toEqual({ read: true, olderThan: undefined, onMiss: 'lockdown_miss' });
    expect(planCacheRead(opts({ lockdown: true, minAge: 10 }), NOW)).toMatchObject({ olderThan: new Date(NOW - 10), onMiss: 'lockdown_miss' });
  });
});

describe('canStoreDocument', () => {
  test('a plain 2xx document is stored', () => expect(canStoreDocument(opts(), doc(), false)).toBe(true));
  test.each([
    ['storeInCache false', opts({ storeInCache: false }), doc(), false],
    ['team zero data retention', opts(), doc(), true],
    ['request zero data retention', opts({ zeroDataRetention: true }), doc(), false],
    ['lockdown', opts({ lockdown: true }), doc(), false],
    ['headers', opts({ headers: { a: 'b' } }), doc(), false],
    ['actions', opts({ actions: [{ type: 'scrape' }] }), doc(), false],
    ['profile', opts({ profile: { name: 'p' } }), doc(), false],
    ['a screenshot URL', opts(), doc({ screenshot: 'https://blob' }), false],
    ['a 404', opts(), doc({}, 404), false],
    ['a 500', opts(), doc({}, 500), false],
  ])('not with %s', (_name, o, d, zdr) => expect(canStoreDocument(o, d, zdr)).toBe(false));
});

test('cacheOwner: shared unless a team-specific option applied', () => {
  expect(cacheOwner(opts({ location: { country: 'DE' }, mobile: true }), 'team')).toBeNull();
  expect(cacheOwner(opts({ headers: { cookie: 'x' } }), 'team')).toBe('team');
  expect(cacheOwner(opts({ profile: { name: 'p' } }), 'team')).toBe('team');
});

describe('canIndexPage', () => {
  test('indexes a plain 2xx page, screenshots or not', () => {
    expect(canIndexPage(opts(), doc(), false)).toBe(true);
    expect(canIndexPage(opts(), doc({ screenshot: 'https://x/blob' }), false)).toBe(true);
  });
  test('never without consent to keep it, nor team-specific or non-2xx pages', () => {
    expect(canIndexPage(opts({ storeInCache: false }), doc(), false)).toBe(false);
    expect(canIndexPage(opts(), doc(), true)).toBe(false);
    expect(canIndexPage(opts({ zeroDataRetention: true }), doc(), false)).toBe(false);
    expect(canIndexPage(opts({ lockdown: true }), doc(), false)).toBe(false);
    expect(canIndexPage(opts({ headers: { cookie: 'a=b' } }), doc(), false)).toBe(false);
    expect(canIndexPage(opts(), doc({}, 404), false)).toBe(false);
  });
});
