import { absoluteHttpUrl, toCandidates, toEngineFailures } from './searxng-mapping.util';
import { SearxngResponseSchema } from './searxng-response.schema';
import { buildSearxngParams } from './searxng-params.util';
import type { StreamPlan } from '../lib/search-plan.util';

const response = (results: unknown[], unresponsive: unknown = []) => SearxngResponseSchema.parse({ results, unresponsive_engines: unresponsive });

describe('toCandidates', () => {
  it('maps web, news and image fields and skips malformed results', () => {
    const out = toCandidates(
      response([
        { url: 'https://a.com/', title: ' A ', content: 'snippet', publishedDate: '2026-08-01T09:00:00', thumbnail: '//cdn.a.com/t.jpg' },
        { url: 'https://p.com/page', title: 'Img', img_src: 'https://i.com/x.png', resolution: '640 × 480', publishedDate: null },
        { title: 'no url' },
        'garbage',
        { url: 'https://b.com/doc', title: '[PDF] Report', content: null, mimetype: 'application/pdf', publishedDate: 42 },
      ]),
    );
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ url: 'https://a.com/', title: 'A', content: 'snippet', publishedAt: Date.UTC(2026, 7, 1, 9), thumbnailUrl: 'https://cdn.a.com/t.jpg' });
    expect(out[1]).toMatchObject({ imageUrl: 'https://i.com/x.png', size: { width: 640, height: 480 }, publishedAt: undefined });
    expect(out[2]).toMatchObject({ content: '', pdfHint: true, publishedAt: undefined });
  });

  it('reads [engine, reason] failures defensively', () => {
    expect(toEngineFailures(response([], [['google', 'timeout'], ['bing', ''], [3, 'x']]))).toEqual([
      { engine: 'google', reason: 'timeout' },
      { engine: 'bing', reason: 'unknown error' },
    ]);
    expect(toEngineFailures(response([], 'nonsense'))).toEqual([]);
  });

  it('only accepts http(s) media links', () => {
    expect(absoluteHttpUrl('data:image/png;base64,AAA')).toBeUndefined();
    expect(absoluteHttpUrl('//x.com/a.png')).toBe('https://x.com/a.png');
  });
});

describe('buildSearxngParams', () => {
  const stream: StreamPlan = {
    group: 'web',
    category: 'developer',
    text: 'jest mocks',
    safe: true,
    language: 'en-US',
    timeRange: 'week',
    filter: { include: [], exclude: [], requireScrapeable: false, sortByDate: false, pdfOnly: false, githubOnly: false },
  };

  it('sends category, page, safesearch, language and time range', () => {
    expect(Object.fromEntries(buildSearxngParams(stream, 2))).toEqual({
      q: 'jest mocks',
      format: 'json',
      categories: 'it',
      pageno: '2',
      safesearch: '2',
      language: 'en-US',
      time_range: 'week',
    });
  });

  it('maps groups and categories to SearXNG categories', () => {
    const cat = (s: Partial<StreamPlan>) => buildSearxngParams({ ...stream, ...s }, 1).get('categories');
    expect(cat({ category: 'research' })).toBe('science');
    expect(cat({ category: 'pdf' })).toBe('general');
    expect(cat({ category: undefined })).toBe('general');
    expect(cat({ group: 'news', category: undefined })).toBe('news');
    expect(cat({ group: 'images', category: undefined })).toBe('images');
    expect(buildSearxngParams({ ...stream, safe: false, language: undefined, timeRange: undefined }, 1).has('time_range')).toBe(false);
  });
});
