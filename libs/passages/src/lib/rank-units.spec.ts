import { rankUnits, unitRanker } from './rank-units';

const units = [
  { text: 'Create an API key with the admin CLI: keys create --team acme.', headings: ['API keys'] },
  { text: 'The cache answers repeated scrapes; maxAge sets how old a cached page may be.', headings: ['Caching'] },
  { text: 'Search asks DuckDuckGo, or SearXNG first when SEARXNG_URL is set.', headings: ['Search providers'] },
];

describe('rankUnits', () => {
  it('ranks whole units by BM25 over the collection, best first, with their input index', () => {
    expect(rankUnits(units, 'how do I create an API key?')[0].index).toBe(0);
    expect(rankUnits(units, 'cached pages maxAge')[0].index).toBe(1);
    expect(rankUnits(units, 'searxng provider').map((r) => r.index)).toEqual([2]);
  });

  it('counts heading terms and leaves out units without any query term', () => {
    expect(rankUnits(units, 'caching').map((r) => r.index)).toEqual([1]);
    expect(rankUnits(units, 'kubernetes')).toEqual([]);
    expect(rankUnits(units, '')).toEqual([]);
  });

  it('a prepared ranker answers like a one-off ranking and honours the limit', () => {
    const rank = unitRanker(units);
    expect(rank('search cache key', { limit: 2 })).toEqual(rankUnits(units, 'search cache key', { limit: 2 }));
    expect(rank('search cache key', { limit: 2 })).toHaveLength(2);
  });
});
