import { createDuckduckgoProvider, createProviderChain, createSearxngProvider, runSearch, startDuckduckgoStandIn, type DuckduckgoStandIn, type SearchQuery } from '../index';
import { DUCKDUCKGO_SCENARIOS } from '../testing/duckduckgo-stand-in.server';

let ddg: DuckduckgoStandIn;
beforeAll(async () => {
  ddg = await startDuckduckgoStandIn();
});
afterAll(() => ddg.close());

const query = (q: Partial<SearchQuery>): SearchQuery => ({
  query: 'typescript', limit: 5, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 10000, ...q,
});

describe('DuckDuckGo provider against the stand-in (real markup)', () => {
  it('maps web results: titles, target URLs unwrapped from the redirect, snippets, no ads, region/safe/time parameters', async () => {
    const provider = createDuckduckgoProvider({ baseUrl: ddg.url, backoffMs: 100 });
    const res = await runSearch(provider, query({ country: 'de', safe: true, tbs: 'qdr:w' }));
    expect(res.web?.length).toBeGreaterThan(0);
    for (const r of res.web ?? []) {
      expect(r.url).toMatch(/^https:\/\//);
      expect(r.url).not.toContain('duckduckgo.com');
      expect(r.title).not.toMatch(/Sponsored/);
    }
    expect(res.web?.[0].description.length).toBeGreaterThan(0);
    const sent = ddg.requests.find((u) => u.pathname === '/html/')!;
    expect(sent.searchParams.get('kl')).toBe('de-de');
    expect(sent.searchParams.get('kp')).toBe('1');
    expect(sent.searchParams.get('df')).toBe('w');
  });

  it('pages with the "Next" form to fill a larger limit', async () => {
    const provider = createDuckduckgoProvider({ baseUrl: ddg.url, maxPages: 3 });
    ddg.requests.length = 0;
    const res = await runSearch(provider, query({ query: 'typescript javascript', limit: 15 }));
    const pages = ddg.requests.filter((u) => u.pathname === '/html/');
    expect(res.web?.length).toBeGreaterThan(10);
    expect(pages.map((u) => u.searchParams.get('s') ?? '0')).toEqual(['0', '10']);
    expect(new Set(res.web?.map((r) => r.url)).size).toBe(res.web?.length);
  });

  it('answers news and images from the JSON endpoints with a vqd token', async () => {
    const provider = createDuckduckgoProvider({ baseUrl: ddg.url });
    const res = await runSearch(provider, query({ sources: [{ type: 'news' }, { type: 'images' }] }));
    expect(res.news?.[0]).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^https:/), snippet: expect.any(String) });
    expect(res.images?.[0]).toMatchObject({ imageUrl: expect.stringMatching(/^https:/), url: expect.stringMatching(/^https:/) });
    expect(ddg.requests.some((u) => u.pathname === '/news.js' && u.searchParams.get('vqd')?.startsWith('4-'))).toBe(true);
  });

  it('treats the no-results page as empty and the bot check as a rate limit, then backs off', async () => {
    const provider = createDuckduckgoProvider({ baseUrl: ddg.url, backoffMs: 60000 });
    expect(await runSearch(provider, query({ query: DUCKDUCKGO_SCENARIOS.nothing }))).toEqual({});
    await expect(provider.search(query({ query: DUCKDUCKGO_SCENARIOS.rateLimited }))).rejects.toMatchObject({ kind: 'rate_limited' });
    const before = ddg.requests.length;
    // backing off: the next search fails at once without a request
    await expect(provider.search(query({ query: 'typescript' }))).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(ddg.requests.length).toBe(before);
  });
});

describe('provider chain', () => {
  it('falls through a failing provider to the next and names who answered', async () => {
    const broken = createSearxngProvider({ baseUrl: 'http://127.0.0.1:9' });
    const chain = createProviderChain([broken, createDuckduckgoProvider({ baseUrl: ddg.url })]);
    const res = await runSearch(chain, query({}));
    expect(res.provider).toBe('duckduckgo');
    expect(res.web?.length).toBeGreaterThan(0);
    expect(res.warning).toMatch(/Answered by duckduckgo after: searxng: /);
  });

  it('answers empty with a warning naming every failure when no provider has results, within the timeout', async () => {
    const chain = createProviderChain([createSearxngProvider({ baseUrl: 'http://127.0.0.1:9' }), createDuckduckgoProvider({ baseUrl: ddg.url, backoffMs: 1 })]);
    const t = Date.now();
    const res = await runSearch(chain, query({ query: DUCKDUCKGO_SCENARIOS.rateLimited, timeoutMs: 3000 }));
    expect(Date.now() - t).toBeLessThan(3500);
    expect(res.web).toBeUndefined();
    expect(res.warning).toMatch(/No results from any search provider\. searxng: .* duckduckgo: DuckDuckGo refused/);
  });
});
