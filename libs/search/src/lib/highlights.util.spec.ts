import { highlightQuery, pageTextHighlights, snippetHighlights } from './highlights.util';
import { highlightFromPageText, type PageTextSource } from './page-text-highlights';
import type { NewsResult, WebResult } from './search.types';

describe('highlightQuery', () => {
  it('drops operators, excluded words and OR/AND', () => {
    expect(highlightQuery('how to cache results site:example.com -site:x.com -spam OR filetype:pdf')).toBe('how to cache results');
  });
});

describe('snippetHighlights (provider snippet)', () => {
  const snippet =
    'Redis is an in-memory data store. It was created in 2009 by Salvatore Sanfilippo. ' +
    'Many teams use Redis for caching API responses. The project moved to a new license in 2024.';

  it('keeps the best-matching sentences, in snippet order, marking gaps', () => {
    expect(snippetHighlights(snippet, 'redis cache')).toBe('Many teams use Redis for caching API responses.');
    expect(snippetHighlights(snippet, 'created 2009 license 2024')).toBe(
      'It was created in 2009 by Salvatore Sanfilippo. ... The project moved to a new license in 2024.',
    );
  });

  it('query terms next to each other beat the same terms apart', () => {
    const out = pageTextHighlights('Store your boxes in the garage; the shed has room for the data.\n\nA data store keeps state.', 'data store');
    expect(out.split(' ... ')[0]).toBe('A data store keeps state.');
  });

  it('falls back to the plain snippet when nothing matches, and ignores operator words', () => {
    expect(snippetHighlights(snippet, 'postgres')).toBe(snippet);
    expect(snippetHighlights(snippet, 'postgres site:redis.io')).toBe(snippet);
    expect(snippetHighlights('', 'anything')).toBe('');
  });

  it('respects the size budget but always returns at least one sentence', () => {
    const many = Array.from({ length: 12 }, (_, i) => `Sentence ${i} talks about kubernetes operators in depth and at length.`).join(' ');
    const out = snippetHighlights(many, 'kubernetes');
    expect(out.length).toBeLessThanOrEqual(340);
    expect(out.startsWith('Sentence 0')).toBe(true);
  });
});

const PAGE = [
  '# Redis eviction',
  '',
  'Redis is an in-memory store used by many teams.',
  '',
  '## Policies',
  '',
  'When memory is full, the maxmemory-policy setting decides which keys Redis evicts. The allkeys-lru policy evicts the least recently used keys first.',
  '',
  '## History',
  '',
  'The project started in 2009.',
].join('\n');

describe('pageTextHighlights (page text)', () => {
  it('picks the passage of the page that answers the query, verbatim', () => {
    const out = pageTextHighlights(PAGE, 'which keys does redis evict when memory is full');
    expect(out.split(' ... ')[0]).toContain('the maxmemory-policy setting decides which keys Redis evicts');
    expect(out.length).toBeLessThanOrEqual(480);
  });

  it('is empty when no query word occurs on the page', () => {
    expect(pageTextHighlights(PAGE, 'postgres vacuum')).toBe('');
  });

  it('cuts a run-on sentence at a word', () => {
    const out = pageTextHighlights(`Kubernetes ${'word '.repeat(200)}end.`, 'kubernetes');
    expect(out.length).toBeLessThanOrEqual(484);
    expect(out.endsWith(' ...')).toBe(true);
  });
});

describe('highlightFromPageText', () => {
  const web = (url: string): WebResult => ({ url, title: 't', description: 'provider snippet', position: 1 });
  const news = (url: string): NewsResult => ({ url, title: 't', snippet: 'provider news snippet', position: 1 });

  it('asks the sources in order; the first with a matching passage wins; others keep the snippet', async () => {
    const asked: string[] = [];
    const scrape: PageTextSource = async (url) => { asked.push(`scrape ${url}`); return url === 'https://a.test/' ? PAGE : undefined; };
    const cache: PageTextSource = async (url) => {
      asked.push(`cache ${url}`);
      if (url === 'https://b.test/') return 'Eviction in Redis: the volatile-ttl policy evicts keys with the shortest time to live.';
      if (url === 'https://c.test/') throw new Error('db down');
      if (url === 'https://d.test/') return 'A page about something else entirely.';
      return undefined;
    };
    const groups = { web: [web('https://a.test/'), web('https://b.test/'), web('https://c.test/'), web('https://d.test/')], news: [news('https://b.test/')] };
    const origins = await highlightFromPageText(groups, 'redis evicts keys', [scrape, cache]);
    expect(groups.web[0].description).toContain('decides which keys Redis evicts');
    expect(groups.web[1].description).toBe('Eviction in Redis: the volatile-ttl policy evicts keys with the shortest time to live.');
    expect(groups.web[2].description).toBe('provider snippet');
    expect(groups.web[3].description).toBe('provider snippet');
    expect(groups.news[0].snippet).toContain('volatile-ttl');
    expect(origins.get('https://a.test/')).toBe('page');
    expect(origins.get('https://c.test/')).toBe('snippet');
    // the scrape had the first page: the cache was not asked for it
    expect(asked).not.toContain('cache https://a.test/');
  });
});
