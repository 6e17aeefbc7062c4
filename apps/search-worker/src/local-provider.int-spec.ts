import { closeDb, createDb, createLocalIndexStore, findIndexedPageText, upsertIndexedPage, type Db, type IndexedPageInput } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { createLocalProvider, type SearchQuery } from '@wsa/search';

const DAY = 86_400_000;
let database: { url: string; drop: () => Promise<void> };
let db: Db;

function page(url: string, p: Partial<IndexedPageInput>): IndexedPageInput {
  return {
    url, domain: new URL(url).hostname.replace(/^www\./, ''), title: '', description: '', headings: '', body: '', urlWords: '',
    language: 'en', publishedAt: null, scrapedAt: new Date(), isArticle: false, images: [], ...p,
  };
}

const query = (q: Partial<SearchQuery> & { query: string }): SearchQuery => ({
  limit: 10, sources: [{ type: 'web' }], categories: [], highlights: false, ignoreInvalidURLs: false, timeoutMs: 10_000, ...q,
});

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
  const now = Date.now();
  const pages = [
    page('https://space.example.com/europa-water', {
      title: 'Water vapour found above Europa', headings: 'Plumes over the icy moon', description: 'Telescopes confirm water on Jupiter moon Europa.',
      body: 'Astronomers measured water vapour above the surface of Europa, an icy moon of Jupiter. The plumes suggest an ocean.',
      publishedAt: new Date(now - 2 * 3600_000), isArticle: true,
      images: [{ src: 'https://space.example.com/img/europa.jpg', alt: 'Europa plumes', width: 1200, height: 800 }, { src: 'https://space.example.com/img/logo.png', alt: 'logo', width: 64, height: 64 }],
    }),
    page('https://news.example.org/jupiter-moons', {
      title: 'A guide to the moons of Jupiter', body: 'Jupiter has many moons. Europa is one of them; Io and Ganymede are others. Water is found on several.',
      publishedAt: new Date(now - 3 * DAY), isArticle: true,
    }),
    page('https://blog.example.net/cooking-water', { title: 'Boiling water for pasta', body: 'Bring water to a boil, add salt and pasta. Europa is not mentioned here, only once.' }),
    page('https://www.example.de/europa-reise', { title: 'Europa Reise', body: 'Eine Reise durch Europa mit dem Zug.', language: 'de' }),
    // the same page for two countries (no language recorded, so no language filter applies): the
    // Austrian one is a little less relevant (a longer text)
    page('https://transit.example.com/tram-timetable', { title: 'Tram timetable and tickets', body: 'The tram timetable lists every stop.', language: null, country: 'us' }),
    page('https://verkehr.example.at/tram-timetable', {
      title: 'Tram timetable and tickets', language: null, country: 'at',
      body: 'The tram timetable lists every stop of every line in the city, with tickets, fares, zones, night services and accessibility notes.',
    }),
    page('https://old.example.com/europa-1999', { title: 'Europa in 1999', body: 'An old article about Europa, the moon.', publishedAt: new Date(Date.UTC(1999, 5, 1)), isArticle: true, scrapedAt: new Date(now - 400 * DAY) }),
  ];
  for (const p of pages) await upsertIndexedPage(db, p);
});

afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

describe('local provider over a real PostgreSQL index', () => {
  const provider = () => createLocalProvider({ store: createLocalIndexStore(db) });
  const urls = (r: { url: string }[] | undefined) => (r ?? []).map((x) => x.url);

  it('ranks the page about the query first and every-term pages before any-term ones', async () => {
    const res = await provider().search(query({ query: 'water on europa' }));
    expect(urls(res.web)[0]).toBe('https://space.example.com/europa-water');
    expect(res.web![0]).toMatchObject({ title: 'Water vapour found above Europa', description: 'Telescopes confirm water on Jupiter moon Europa.', position: 1 });
    // "jupiter" alone would not match the cooking page; any-term pages follow the all-term ones
    const all = await provider().search(query({ query: 'jupiter ganymede' }));
    expect(urls(all.web)).toEqual(['https://news.example.org/jupiter-moons', 'https://space.example.com/europa-water']);
  });

  it('honours the limit, site:, -site:, includeDomains and excludeDomains', async () => {
    expect((await provider().search(query({ query: 'europa', limit: 2 }))).web).toHaveLength(2);
    expect(urls((await provider().search(query({ query: 'europa site:example.org' }))).web)).toEqual(['https://news.example.org/jupiter-moons']);
    const excluded = urls((await provider().search(query({ query: 'europa -site:space.example.com' }))).web);
    expect(excluded).not.toContain('https://space.example.com/europa-water');
    expect(excluded.length).toBeGreaterThan(1);
    expect(urls((await provider().search(query({ query: 'europa', includeDomains: ['example.net'] }))).web)).toEqual(['https://blog.example.net/cooking-water']);
    expect(urls((await provider().search(query({ query: 'europa', excludeDomains: ['example.com'] }))).web)).not.toContain('https://old.example.com/europa-1999');
  });

  it('filters by time (tbs), undated pages by when they were scraped', async () => {
    const day = urls((await provider().search(query({ query: 'europa', tbs: 'qdr:d' }))).web);
    expect(day).toContain('https://space.example.com/europa-water');
    expect(day).toContain('https://blog.example.net/cooking-water');
    expect(day).not.toContain('https://news.example.org/jupiter-moons');
    expect(day).not.toContain('https://old.example.com/europa-1999');
    const range = urls((await provider().search(query({ query: 'europa', tbs: 'cdr:1,cd_min:1/1/1999,cd_max:12/31/1999' }))).web);
    expect(range).toEqual(['https://old.example.com/europa-1999']);
    const newest = urls((await provider().search(query({ query: 'europa moon', tbs: 'sbd:1' }))).web);
    expect(newest.indexOf('https://space.example.com/europa-water')).toBeLessThan(newest.indexOf('https://old.example.com/europa-1999'));
  });

  it('filters by the recorded language when a country is given', async () => {
    const de = urls((await provider().search(query({ query: 'europa', country: 'DE' }))).web);
    expect(de).toEqual(['https://www.example.de/europa-reise']);
  });

  it("prefers pages of the search's country (location's, else country) without leaving the others out", async () => {
    const tram = async (q: Partial<SearchQuery>) => urls((await provider().search(query({ query: 'tram timetable', ...q }))).web);
    const us = 'https://transit.example.com/tram-timetable';
    const at = 'https://verkehr.example.at/tram-timetable';
    expect(await tram({})).toEqual([us, at]);
    expect(await tram({ country: 'US' })).toEqual([us, at]);
    expect(await tram({ country: 'AT' })).toEqual([at, us]);
    expect(await tram({ location: 'Vienna, Austria' })).toEqual([at, us]);
    // a web source's own location wins over the top-level country
    expect(await tram({ country: 'US', sources: [{ type: 'web', location: 'Graz, Austria' }] })).toEqual([at, us]);
  });

  it('answers news with dated articles and images with their size', async () => {
    const news = await provider().search(query({ query: 'europa water', sources: [{ type: 'news' }] }));
    // dated articles only (the undated cooking page is not news); the any-term match comes last
    expect(urls(news.news)).toEqual(['https://space.example.com/europa-water', 'https://news.example.org/jupiter-moons', 'https://old.example.com/europa-1999']);
    expect(news.news![0].date).toMatch(/hours? ago/);
    const images = await provider().search(query({ query: 'europa plumes', sources: [{ type: 'images' }] }));
    expect(images.images![0]).toMatchObject({ imageUrl: 'https://space.example.com/img/europa.jpg', imageWidth: 1200, imageHeight: 800, url: 'https://space.example.com/europa-water', title: 'Europa plumes' });
    const large = await provider().search(query({ query: 'europa larger:800x600', sources: [{ type: 'images' }] }));
    expect(large.images!.map((i) => i.imageUrl)).toEqual(['https://space.example.com/img/europa.jpg']);
  });

  it('finds nothing for words no page has, and nothing for operators alone', async () => {
    expect(await provider().search(query({ query: 'zyxwvutsrq' }))).toEqual({});
    expect(await provider().search(query({ query: 'site:example.com' }))).toEqual({});
  });

  it('updates the row of a re-scraped URL and looks its text up by URL', async () => {
    await upsertIndexedPage(db, page('https://blog.example.net/cooking-water', { title: 'Risotto basics', body: 'Stir the rice slowly with warm stock.', images: [] }));
    expect(urls((await provider().search(query({ query: 'pasta' }))).web)).toEqual([]);
    expect(urls((await provider().search(query({ query: 'risotto' }))).web)).toEqual(['https://blog.example.net/cooking-water']);
    expect(await findIndexedPageText(db, 'https://blog.example.net/cooking-water#top')).toMatchObject({ title: 'Risotto basics', text: 'Stir the rice slowly with warm stock.' });
    expect(await findIndexedPageText(db, 'https://nowhere.example/')).toBeNull();
  });

  it('finds a word met once deep in a long page, which the impact postings leave out, through the GIN index', async () => {
    const long = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    await upsertIndexedPage(db, page('https://long.example.com/essay', { title: 'A long essay', body: `${long} A zeppelin passed once.` }));
    const stored = await db.sql.query<{ n: number }>`SELECT count(*)::int AS n FROM indexed_postings WHERE lexeme = 'zeppelin'`;
    expect(stored[0].n).toBe(0);
    // ginBelow 0: the postings are read first even for so rare a word, and do not answer
    const postingsFirst = createLocalProvider({ store: createLocalIndexStore(db), firstStage: { ginBelow: 0 } });
    expect(urls((await postingsFirst.search(query({ query: 'zeppelin' }))).web)).toEqual(['https://long.example.com/essay']);
    expect(urls((await postingsFirst.search(query({ query: 'zeppelin essay' }))).web)).toEqual(['https://long.example.com/essay']);
    expect(urls((await provider().search(query({ query: 'zeppelin' }))).web)).toEqual(['https://long.example.com/essay']);
  });
});
