import { documentFromCache } from './scrape-cache';

test('a hit gets the new scrape id, cacheState hit, cachedAt, and no stale credits', () => {
  const cachedAt = new Date('2024-05-01T10:00:00.000Z');
  const doc = documentFromCache({ document: { markdown: 'm', metadata: { statusCode: 200, scrapeId: 'old', creditsUsed: 3, cacheState: 'miss' } }, cachedAt }, 'new');
  expect(doc).toEqual({ markdown: 'm', metadata: { statusCode: 200, scrapeId: 'new', cacheState: 'hit', cachedAt: '2024-05-01T10:00:00.000Z' } });
});
