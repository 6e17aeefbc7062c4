import { createSearxngProvider, runSearch, SearchProviderError, startSearxngStandIn, type SearchQuery, type SearxngStandIn } from '../index';

let standIn: SearxngStandIn;
beforeAll(async () => {
  standIn = await startSearxngStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.requests.splice(0));

const query = (q: Partial<SearchQuery> = {}): SearchQuery => ({
  query: 'typescript',
  limit: 10,
  sources: [{ type: 'web' }],
  categories: [],
  highlights: false,
  ignoreInvalidURLs: false,
  timeoutMs: 5000,
  ...q,
});
const search = (q: Partial<SearchQuery>) => runSearch(createSearxngProvider({ baseUrl: standIn.url }), query(q));
const sent = (key: string) => standIn.requests.map((r) => r.get(key));
const hostOf = (url: string) => new URL(url).hostname;

describe('SearXNG provider against the stand-in (real HTTP)', () => {
  it('pages through pageno until limit=25 is filled, deduplicating URLs', async () => {
    const out = await search({ limit: 25, country: 'us' });
    expect(out.web).toHaveLength(25);
    expect(out.web?.map((r) => r.position)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const keys = out.web?.map((r) => r.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''));
    expect(new Set(keys).size).toBe(25);
    expect(sent('pageno')).toEqual(['1', '2', '3']);
    expect(sent('format')).toEqual(['json', 'json', 'json']);
    expect(sent('language')[0]).toBe('en-US');
    expect(sent('safesearch')[0]).toBe('0');
    expect(out.warning).toBeUndefined(); // an engine failed (brave) but others answered
  });

  it('stops paging when the provider runs out', async () => {
    const out = await search({ query: 'espresso', limit: 25 });
    expect(out.web?.map((r) => r.url)).toEqual(['https://en.wikipedia.org/wiki/Espresso']);
    expect(sent('pageno')).toEqual(['1', '2']);
  });

  it('returns news with relative dates and thumbnails', async () => {
    const out = await search({ sources: [{ type: 'news' }] });
    expect(sent('categories')).toEqual(['news', 'news']); // 8 news results: page 2 is tried for the rest
    const first = out.news?.[0];
    expect(first).toMatchObject({ title: 'Announcing TypeScript 6.0', date: '3 hours ago', position: 1 });
    expect(first?.imageUrl).toMatch(/^https:\/\/devblogs/);
    expect(out.news?.find((n) => n.url.includes('infoworld'))).toMatchObject({ date: '1 day ago', imageUrl: 'https://images.infoworld.com/typescript7.jpg' });
    expect(out.news?.find((n) => n.url.includes('techradar'))).not.toHaveProperty('date');
    expect(out.web).toBeUndefined();
  });

  it('returns images with parsed sizes, deduplicated by image', async () => {
    const out = await search({ sources: [{ type: 'images' }], limit: 20 });
    expect(out.images).toHaveLength(9);
    expect(out.images?.find((i) => i.url.includes('logo.ts'))).toMatchObject({ imageWidth: 800, imageHeight: 800 });
    expect(out.images?.find((i) => i.url.includes('unsplash'))).toMatchObject({ imageUrl: 'https://images.unsplash.com/photo-typescript-code.jpg', imageWidth: 5472 });
    expect(out.images?.find((i) => i.url.includes('meme'))).toMatchObject({ imageWidth: 0, imageHeight: 0 });
  });

  it('applies imagesize:/larger: on our side without sending them', async () => {
    const exact = await search({ query: 'typescript imagesize:1920x1080', sources: [{ type: 'images' }] });
    expect(exact.images?.map((i) => i.url)).toEqual(['https://www.typescriptlang.org/branding/']);
    expect(new Set(sent('q'))).toEqual(new Set(['typescript']));
    const larger = await search({ query: 'typescript larger:1000x600', sources: [{ type: 'images' }] });
    expect(larger.images?.every((i) => (i.imageWidth ?? 0) >= 1000 && (i.imageHeight ?? 0) >= 600)).toBe(true);
    expect(larger.images).toHaveLength(3);
  });

  it('sends includeDomains as site: operators and enforces them even though engines ignore them', async () => {
    const out = await search({ includeDomains: ['typescriptlang.org', 'github.com'], limit: 20 });
    expect(sent('q')[0]).toBe('typescript site:typescriptlang.org OR site:github.com');
    expect(out.web?.length).toBeGreaterThan(5);
    expect(out.web?.every((r) => /(^|\.)(typescriptlang\.org|github\.com)$/.test(hostOf(r.url)))).toBe(true);
  });

  it('sends excludeDomains as -site: and drops them', async () => {
    const out = await search({ excludeDomains: ['typescriptlang.org'], limit: 30 });
    expect(sent('q')[0]).toBe('typescript -site:typescriptlang.org');
    expect(out.web?.some((r) => hostOf(r.url).endsWith('typescriptlang.org'))).toBe(false);
    expect(out.web?.length).toBeGreaterThan(20);
  });

  it('puts developer results in the web group from the it category', async () => {
    const out = await search({ categories: [{ type: 'developer' }] });
    expect(sent('categories')).toEqual(['it', 'it']);
    expect(out.web?.length).toBe(7);
    expect(out.web?.every((r) => r.category === 'developer')).toBe(true);
  });

  it('maps research to science and keeps only PDFs for pdf', async () => {
    const out = await search({ categories: [{ type: 'research' }, { type: 'pdf' }], limit: 10 });
    const byCat = (c: string) => out.web?.filter((r) => r.category === c).map((r) => r.url) ?? [];
    expect(byCat('research')).toHaveLength(5);
    expect(byCat('pdf')).toHaveLength(2);
    expect(byCat('pdf').every((u) => u.endsWith('.pdf'))).toBe(true);
    expect(out.web?.slice(0, 4).map((r) => r.category)).toEqual(['research', 'pdf', 'research', 'pdf']);
    expect(standIn.requests.find((r) => r.get('categories') === 'general')?.get('q')).toBe('typescript filetype:pdf');
  });

  it('handles tbs: hour window locally, provider range, and sort by date', async () => {
    const hour = await search({ tbs: 'qdr:h', limit: 20 });
    expect(sent('time_range')[0]).toBe('day');
    expect(hour.web?.map((r) => hostOf(r.url))).toEqual(['www.totaltypescript.com']);
    const sorted = await search({ sources: [{ type: 'web', tbs: 'sbd:1,qdr:w' }], tbs: 'qdr:y', limit: 5 });
    expect(sent('time_range').at(-1)).toBe('week');
    // Newest first among the results gathered (paging stops once 5 dated ones are in hand).
    expect(sorted.web?.map((r) => hostOf(r.url))).toEqual(['www.totaltypescript.com', 'www.freecodecamp.org', 'code.visualstudio.com', 'nodejs.org', 'stackoverflow.com']);
  });

  it('maps safe and country to safesearch and language', async () => {
    const open = await search({ limit: 100, country: 'de' });
    expect(sent('language')[0]).toBe('de-DE');
    expect(open.web?.some((r) => r.url.includes('adult-example'))).toBe(true);
    expect(open.web?.some((r) => r.url.includes('/de/docs'))).toBe(true);
    const safe = await search({ limit: 100, safe: true, country: 'us' });
    expect(sent('safesearch').at(-1)).toBe('2');
    expect(safe.web?.some((r) => r.url.includes('adult-example') || r.url.includes('/de/docs'))).toBe(false);
  });

  it('drops unscrapeable URLs with ignoreInvalidURLs', async () => {
    const bad = (urls: string[]) => urls.filter((u) => /^ftp:|user:secret|192\.168/.test(u));
    const all = await search({ query: 'typescript mirror intranet', limit: 50 });
    expect(bad(all.web?.map((r) => r.url) ?? [])).toHaveLength(3);
    const valid = await search({ query: 'typescript mirror intranet', limit: 50, ignoreInvalidURLs: true });
    expect(bad(valid.web?.map((r) => r.url) ?? [])).toHaveLength(0);
  });

  it('builds highlights from the snippet', async () => {
    const out = await search({ query: 'handbook in five minutes', highlights: true });
    const docs = out.web?.find((r) => r.url === 'https://www.typescriptlang.org/docs/');
    expect(docs?.description).toBe('Learn the language in five minutes with the handbook.');
  });
});

describe('SearXNG provider failures', () => {
  const fail = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as SearchProviderError);

  it('reports json_disabled on the 403 HTML answer, naming the setting', async () => {
    const off = await startSearxngStandIn({ jsonEnabled: false });
    try {
      const err = await fail(runSearch(createSearxngProvider({ baseUrl: off.url }), query()));
      expect(err).toBeInstanceOf(SearchProviderError);
      expect(err?.kind).toBe('json_disabled');
      expect(err?.message).toContain('search.formats');
    } finally {
      await off.close();
    }
  });

  it('classifies 429, 500, unreachable, bad bodies, timeouts and missing config', async () => {
    expect((await fail(search({ query: 'please rate limit me' })))?.kind).toBe('rate_limited');
    expect((await fail(search({ query: 'search error please' })))?.kind).toBe('bad_response');
    const wrongPath = createSearxngProvider({ baseUrl: `${standIn.url}/healthz/` });
    expect((await fail(runSearch(wrongPath, query())))?.kind).toBe('bad_response');
    const closed = await startSearxngStandIn();
    await closed.close();
    expect((await fail(runSearch(createSearxngProvider({ baseUrl: closed.url }), query())))?.kind).toBe('unreachable');
    expect((await fail(search({ query: 'slow search please', timeoutMs: 200 })))?.kind).toBe('timeout');
    expect((await fail(runSearch(createSearxngProvider({ baseUrl: ' ' }), query())))?.kind).toBe('not_configured');
  });

  it('turns engine failures with no results into a warning', async () => {
    const out = await search({ query: 'every engine fails', sources: [{ type: 'web' }, { type: 'news' }] });
    expect(out.web).toBeUndefined();
    expect(out.warning).toContain('No web results: these search engines failed: google (timeout), duckduckgo (CAPTCHA), brave (Suspended: too many requests).');
    expect(out.warning).toContain('No news results');
  });
});
