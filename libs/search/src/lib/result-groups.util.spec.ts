import { describeFailures, mergeWebStreams, toImageResults, toNewsResults } from './result-groups.util';
import type { Candidate } from './candidate.util';

const c = (url: string, extra: Partial<Candidate> = {}): Candidate => ({ url, title: `T ${url}`, content: 'snippet', ...extra });

describe('result groups', () => {
  it('interleaves category streams, tags and dedupes them', () => {
    const web = mergeWebStreams(
      [
        { category: 'research', items: [c('https://arxiv.org/1'), c('https://arxiv.org/2')] },
        { category: 'pdf', items: [c('https://arxiv.org/1/'), c('https://x.org/a.pdf')] },
      ],
      3,
    );
    expect(web.map((r) => [r.position, r.url, r.category])).toEqual([
      [1, 'https://arxiv.org/1', 'research'],
      [2, 'https://arxiv.org/2', 'research'],
      [3, 'https://x.org/a.pdf', 'pdf'],
    ]);
    expect(mergeWebStreams([{ items: [c('https://a.com')] }], 5)[0]).not.toHaveProperty('category');
  });

  it('renders news dates relative and prefers the thumbnail', () => {
    const now = Date.UTC(2026, 7, 1, 12);
    const news = toNewsResults([c('https://n.com/1', { publishedAt: now - 3 * 3_600_000, thumbnailUrl: 'https://n.com/t.jpg', imageUrl: 'https://n.com/i.jpg' }), c('https://n.com/2')], now);
    expect(news[0]).toEqual({ title: 'T https://n.com/1', url: 'https://n.com/1', snippet: 'snippet', date: '3 hours ago', imageUrl: 'https://n.com/t.jpg', position: 1 });
    expect(news[1]).not.toHaveProperty('date');
    expect(news[1]).not.toHaveProperty('imageUrl');
  });

  it('maps images with sizes, 0 when unknown', () => {
    const images = toImageResults([c('https://p.com', { imageUrl: 'https://i.com/a.png', size: { width: 4, height: 3 } }), c('https://q.com', { imageUrl: 'https://i.com/b.png' })]);
    expect(images.map((i) => [i.imageWidth, i.imageHeight, i.url, i.position])).toEqual([[4, 3, 'https://p.com', 1], [0, 0, 'https://q.com', 2]]);
  });

  it('names each failed engine once', () => {
    expect(describeFailures('web', [{ engine: 'google', reason: 'timeout' }, { engine: 'google', reason: 'timeout' }, { engine: 'bing', reason: 'CAPTCHA' }])).toBe(
      'No web results: these search engines failed: google (timeout), bing (CAPTCHA).',
    );
  });
});
