import { extractMetadata } from './metadata.extractor';

const HTML = `<!doctype html><html lang="de-DE"><head>
<title>  Hello
  World </title>
<meta name="description" content="A page about things">
<meta name="keywords" content="a, b">
<meta name="robots" content="index, follow">
<meta property="og:title" content="OG Hello">
<meta property="og:image" content="/img/og.png">
<meta property="og:url" content="https://ex.test/canonical">
<meta property="og:site_name" content="Example">
<meta property="og:locale" content="de_DE">
<meta property="og:locale:alternate" content="en_US">
<meta property="og:locale:alternate" content="fr_FR">
<meta name="twitter:card" content="summary_large_image">
<meta name="DC.title" content="Dublin title">
<meta name="dcterms.created" content="2020-01-01">
<meta property="article:published_time" content="2024-05-01T10:00:00Z">
<meta property="article:modified_time" content="2024-05-02T10:00:00Z">
<meta property="article:tag" content="news">
<meta property="article:tag" content="tech">
<meta name="viewport" content="width=device-width">
<meta name="empty" content="">
<link rel="stylesheet" href="/a.css"><link rel="shortcut icon" href="/fav.ico">
</head><body><p>x</p></body></html>`;

describe('extractMetadata', () => {
  const meta = extractMetadata(HTML, 'https://ex.test/path/page');

  it('reads title, description, language, keywords, robots and an absolute favicon', () => {
    expect(meta).toMatchObject({
      title: 'Hello World',
      description: 'A page about things',
      language: 'de-DE',
      keywords: 'a, b',
      robots: 'index, follow',
      favicon: 'https://ex.test/fav.ico',
    });
  });

  it('maps og/twitter/dc/article tags to camelCase keys, with absolute og:image', () => {
    expect(meta).toMatchObject({
      ogTitle: 'OG Hello',
      ogImage: 'https://ex.test/img/og.png',
      ogUrl: 'https://ex.test/canonical',
      ogSiteName: 'Example',
      ogLocale: 'de_DE',
      ogLocaleAlternate: ['en_US', 'fr_FR'],
      twitterCard: 'summary_large_image',
      dcTitle: 'Dublin title',
      dcTermsCreated: '2020-01-01',
      publishedTime: '2024-05-01T10:00:00Z',
      modifiedTime: '2024-05-02T10:00:00Z',
      articleTag: ['news', 'tech'],
    });
  });

  it('also keeps every meta tag under its original name, repeated names as arrays', () => {
    expect(meta['og:title']).toBe('OG Hello');
    expect(meta['og:image']).toBe('/img/og.png');
    expect(meta['article:tag']).toEqual(['news', 'tech']);
    expect(meta.viewport).toBe('width=device-width');
    expect(meta).not.toHaveProperty('empty');
  });

  it('falls back to og:title and works on a parsed-once document without title', () => {
    const m = extractMetadata('<html><head><meta property="og:title" content="Only OG"></head><body></body></html>', 'https://x.test/');
    expect(m.title).toBe('Only OG');
    expect(m.favicon).toBeUndefined();
  });
});
