import { cacheReadSide } from './cache-read-side';

describe('cacheReadSide', () => {
  it('lets the producer read the cache of a plain scrape', () => {
    expect(cacheReadSide({})).toBe('producer');
  });

  it('leaves the cache of a threat-protected scrape to the worker, after its hosts are checked', () => {
    expect(cacheReadSide({ threatProtection: { mode: 'normal' } })).toBe('worker');
  });
});
