import { buildIndexablePage, plainText, primaryLanguage, urlWords } from './indexable-page';

const HTML = `<!doctype html><html lang="en-GB"><head>
<title>Feather duvet lung: a medical mystery</title>
<meta name="description" content="How new bedding made a man ill.">
<meta property="og:type" content="article">
<meta property="article:published_time" content="2019-11-18T10:00:00Z">
</head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article>
<h1>Feather duvet lung</h1>
<p>A man developed a rare lung disease after he bought a new feather duvet. Doctors were puzzled for months before they found the cause of his breathlessness.</p>
<h2>What doctors found</h2>
<p>Hypersensitivity pneumonitis is an allergic reaction to inhaled particles, here the feathers of the <strong>duvet</strong> and pillows he slept on every night.</p>
<img src="/img/duvet.jpg" alt="A feather duvet" width="640" height="480">
<p>He recovered once the bedding was replaced with synthetic fibres and he was treated with steroids for several weeks.</p>
</article>
<footer>Copyright</footer>
</body></html>`;

describe('buildIndexablePage', () => {
  it('keeps the declared fields, the headings, the main text, the images and the date', () => {
    const p = buildIndexablePage(HTML, 'https://www.Example.com/health/duvet-lung#comments', new Date('2026-01-01T00:00:00Z'))!;
    expect(p).toMatchObject({
      url: 'https://www.example.com/health/duvet-lung',
      domain: 'example.com',
      title: 'Feather duvet lung: a medical mystery',
      description: 'How new bedding made a man ill.',
      language: 'en',
      // html lang="en-GB" on a .com site
      country: 'gb',
      isArticle: true,
      publishedAt: new Date('2019-11-18T10:00:00Z'),
      images: [{ src: 'https://www.example.com/img/duvet.jpg', alt: 'A feather duvet', width: 640, height: 480 }],
    });
    expect(p.headings.split('\n')).toEqual(expect.arrayContaining(['What doctors found']));
    expect(p.body).toContain('Hypersensitivity pneumonitis is an allergic reaction');
    expect(p.body).not.toContain('**');
    expect(p.body).not.toContain('Copyright');
    expect(p.urlWords).toBe('example com health duvet lung');
  });

  it('is not an article without a date, and refuses a non-URL', () => {
    const p = buildIndexablePage('<html><head><title>Shop</title></head><body><p>Buy socks.</p></body></html>', 'https://shop.example/', new Date());
    expect(p).toMatchObject({ title: 'Shop', isArticle: false, publishedAt: null, language: null, country: null });
    expect(buildIndexablePage('<p>x</p>', 'not a url', new Date())).toBeNull();
  });

  it("records the page's country from its own hreflang before its TLD", () => {
    const html = '<html lang="de"><head><title>Shop</title><link rel="alternate" hreflang="de-AT" href="/at/"><link rel="alternate" hreflang="de-DE" href="/de/"></head><body><p>Socken.</p></body></html>';
    expect(buildIndexablePage(html, 'https://shop.example.de/at/', new Date())?.country).toBe('at');
    expect(buildIndexablePage(html, 'https://shop.example.de/other', new Date())?.country).toBe('de');
  });
});

describe('helpers', () => {
  it('plainText drops markdown marks and link targets', () => {
    expect(plainText('# Title\n\nSee [the docs](https://x.example/a) and ![logo](https://x.example/l.png) **now**')).toBe('Title\nSee the docs and now');
  });
  it('urlWords and primaryLanguage', () => {
    expect(urlWords('https://docs.example.com/guides/getting-started.html')).toBe('docs example com guides getting started');
    expect(primaryLanguage('pt_BR')).toBe('pt');
    expect(primaryLanguage('')).toBeNull();
  });
});
