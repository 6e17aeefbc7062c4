import { runSearch } from './run-search.use-case';
import type { SearchProvider, SearchQuery, SearchResults } from './search.types';

/** A provider that ignores every filter, to show the use case enforces the contract on its own. */
function careless(results: SearchResults): SearchProvider & { seen: SearchQuery[] } {
  const seen: SearchQuery[] = [];
  return { name: 'careless', seen, search: async (q) => (seen.push(q), results) };
}

const base: SearchQuery = { query: 'redis cache', limit: 2, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 1000 };
const web = (url: string, description = 'plain') => ({ url, title: url, description, position: 9 });

describe('runSearch', () => {
  it('filters domains, truncates to limit and renumbers positions', async () => {
    const provider = careless({ web: [web('https://spam.com/a'), web('https://a.com/1'), web('https://b.com/2'), web('https://c.com/3')] });
    const out = await runSearch(provider, { ...base, excludeDomains: ['spam.com'] });
    expect(out.web?.map((r) => [r.position, r.url])).toEqual([[1, 'https://a.com/1'], [2, 'https://b.com/2']]);
    expect(provider.seen).toHaveLength(1);
  });

  it('honours site: typed in the query and ignoreInvalidURLs', async () => {
    const provider = careless({ web: [web('https://docs.a.com/x'), web('https://b.com'), web('http://user:pw@a.com/')] });
    const out = await runSearch(provider, { ...base, query: 'x site:a.com', ignoreInvalidURLs: true });
    expect(out.web?.map((r) => r.url)).toEqual(['https://docs.a.com/x']);
  });

  it('builds highlights from the plain snippet only when asked', async () => {
    const snippet = 'Redis is a data store. Teams use Redis to cache pages. It is written in C.';
    const provider = careless({ web: [web('https://a.com', snippet)] });
    expect((await runSearch(provider, { ...base, highlights: true })).web?.[0].description).toBe('Teams use Redis to cache pages.');
    expect((await runSearch(provider, base)).web?.[0].description).toBe(snippet);
  });

  it('drops unrequested and empty groups, keeps the warning, filters image sizes', async () => {
    const image = (w: number) => ({ title: 'i', imageUrl: `https://i.com/${w}.png`, imageWidth: w, imageHeight: w, url: 'https://p.com', position: 1 });
    const provider = careless({ web: [], news: [{ title: 'n', url: 'https://n.com', snippet: '', position: 1 }], images: [image(100), image(900)], warning: 'w' });
    const out = await runSearch(provider, { ...base, query: 'cats larger:500x500', sources: [{ type: 'web' }, { type: 'images' }] });
    expect(out).toEqual({ images: [{ ...image(900), position: 1 }], warning: 'w' });
  });
});
