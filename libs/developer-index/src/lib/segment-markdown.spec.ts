import { headingAnchor, segmentMarkdown } from './segment-markdown';

describe('segmentMarkdown', () => {
  it('splits by headings and cites each section at its GitHub anchor', () => {
    const md = '# Title\n\nIntro text.\n\n## Configuring the `cache`\n\nSet cacheTtl.\n\n```yaml\ncacheTtl: 0\n\nmore: 1\n```\n';
    expect(segmentMarkdown(md, 'https://x/README.md')).toEqual([
      { heading: 'Title', text: 'Intro text.', citationUrl: 'https://x/README.md#title' },
      { heading: 'Configuring the cache', text: 'Set cacheTtl.\n\n```yaml\ncacheTtl: 0\n\nmore: 1\n```', citationUrl: 'https://x/README.md#configuring-the-cache' },
    ]);
  });

  it('joins small paragraphs and cuts a long one at sentence ends', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const segments = segmentMarkdown(`a\n\nb\n\n${long}`, 'u');
    expect(segments[0].text.startsWith('a\n\nb')).toBe(true);
    for (const s of segments) expect(s.text.length).toBeLessThanOrEqual(1000);
    expect(segments.map((s) => s.text).join(' ')).toContain('Sentence number 59 is here.');
    expect(segments.every((s) => s.citationUrl === 'u')).toBe(true);
  });

  it('anchors like GitHub', () => {
    expect(headingAnchor('Install & Run (v2.0)')).toBe('install--run-v20');
  });
});
