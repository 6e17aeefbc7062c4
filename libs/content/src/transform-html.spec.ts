import { transformHtml } from './transform-html';

const para = (text: string, n: number) => Array.from({ length: n }, (_, i) => `<p>${text} sentence number ${i} with enough words to count as real prose for the extractor.</p>`).join('');

const ARTICLE_PAGE = `<!doctype html><html lang="en"><head><title>Story</title><base href="/news/"></head><body>
<header><nav><a href="/">Home</a><a href="/world">World</a></nav></header>
<div class="cookie-banner">We use cookies. <button>Accept</button></div>
<main><article><h1>Big story</h1>${para('Article body', 12)}<p><a href="related.html">inline link</a> <img src="pic.jpg" alt="Pic"></p></article></main>
<aside class="sidebar"><h3>Trending</h3><ul><li><a href="/t1">Trending one</a></li></ul></aside>
<footer>Copyright footer text</footer><script>var tracking = 1;</script></body></html>`;

const opts = { url: 'https://paper.test/2024/story', removeBase64Images: true };

describe('transformHtml', () => {
  it('keeps the article and drops navigation, cookie banner, sidebar, footer and scripts', () => {
    const { markdown } = transformHtml(ARTICLE_PAGE, { ...opts, onlyMainContent: true }, { markdown: true });
    expect(markdown).toContain('Article body sentence number 11');
    expect(markdown).toContain('[inline link](https://paper.test/news/related.html)');
    expect(markdown).toContain('![Pic](https://paper.test/news/pic.jpg)');
    for (const chrome of ['World', 'cookies', 'Trending', 'Copyright', 'tracking']) expect(markdown).not.toContain(chrome);
  });

  it('keeps the whole page minus scripts with onlyMainContent false', () => {
    const { markdown } = transformHtml(ARTICLE_PAGE, { ...opts, onlyMainContent: false }, { markdown: true });
    for (const text of ['World', 'Trending one', 'Copyright footer text', 'Article body']) expect(markdown).toContain(text);
    expect(markdown).not.toContain('tracking');
  });

  it('returns cleaned html with absolute URLs, and links/images of the whole page', () => {
    const result = transformHtml(ARTICLE_PAGE, { ...opts, onlyMainContent: true }, { html: true, links: true, images: true });
    expect(result.markdown).toBeUndefined();
    expect(result.html).toContain('href="https://paper.test/news/related.html"');
    expect(result.html).not.toContain('<script');
    expect(result.links).toEqual(['https://paper.test/', 'https://paper.test/world', 'https://paper.test/news/related.html', 'https://paper.test/t1']);
    expect(result.images).toEqual(['https://paper.test/news/pic.jpg']);
    expect(result.metadata).toMatchObject({ title: 'Story', language: 'en' });
  });

  it('falls back to the cleaned page when Readability keeps too little (documentation-like page)', () => {
    const docs = `<html><head><title>API</title></head><body><nav><a href="/a">Guide</a></nav><div class="content">
      <h1>API reference</h1><p>Short intro.</p>
      <h2>get(key)</h2><p>Returns the value.</p><pre><code class="language-js">store.get('k')</code></pre>
      <h2>set(key, value)</h2><p>Stores the value.</p><pre><code class="language-js">store.set('k', 1)</code></pre>
      <table><tr><th>Option</th><th>Default</th></tr><tr><td>ttl</td><td>0</td></tr></table></div></body></html>`;
    const { markdown } = transformHtml(docs, { ...opts, onlyMainContent: true }, { markdown: true });
    expect(markdown).toContain('## set(key, value)');
    expect(markdown).toContain("```js\nstore.set('k', 1)\n```");
    expect(markdown).toContain('| ttl | 0 |');
    expect(markdown).not.toContain('Guide');
  });

  it('applies includeTags (skipping Readability) and excludeTags', () => {
    const html = '<body><div id="a"><p>Keep A</p><p class="ad">Ad inside</p></div><div class="b"><p>Keep B</p></div><p>Drop me</p></body>';
    const result = transformHtml(html, { ...opts, onlyMainContent: true, includeTags: ['#a', '.b', 'div#a p'], excludeTags: ['.ad'] }, { markdown: true });
    expect(result.markdown).toBe('Keep A\n\nKeep B');
    expect(result.warning).toBeUndefined();
  });

  it('keeps an included nav even with onlyMainContent', () => {
    const result = transformHtml(ARTICLE_PAGE, { ...opts, onlyMainContent: true, includeTags: ['nav'] }, { markdown: true });
    expect(result.markdown).toBe('[Home](https://paper.test/)[World](https://paper.test/world)');
  });

  it('excludeTags apply with onlyMainContent false too, and an unmatched include warns', () => {
    const html = '<body><p>One</p><span data-x="1">Two</span></body>';
    expect(transformHtml(html, { ...opts, onlyMainContent: false, excludeTags: ['[data-x]'] }, { markdown: true }).markdown).toBe('One');
    const empty = transformHtml(html, { ...opts, onlyMainContent: false, includeTags: ['article', 'not a ((selector'] }, { markdown: true });
    expect(empty.markdown).toBe('');
    expect(empty.warning).toMatch(/includeTags/);
  });

  it('handles fragments without html/body tags', () => {
    expect(transformHtml('<h2>Title</h2><p>Body text</p>', { ...opts, onlyMainContent: false }, { markdown: true }).markdown).toBe('## Title\n\nBody text');
  });

  it('uses content that a site ships inside <noscript> around an empty app shell', () => {
    const html = `<html><head><title>Forum</title></head><body><div id="app"></div><noscript><div id="main-outlet">${para('Forum post', 10)}</div></noscript></body></html>`;
    expect(transformHtml(html, { ...opts, onlyMainContent: true }, { markdown: true }).markdown).toContain('Forum post sentence number 9');
  });

  it('keeps the product tiles of a shop category whose buying guide Readability would keep alone', () => {
    const tiles = Array.from({ length: 8 }, (_, i) => `<li class="product-card"><a href="/p/${i}"><img src="/p${i}.jpg" alt=""></a><a href="/p/${i}">Walnut Staunton Chess Set ${i}</a> <span class="price">$${100 + i}.00</span></li>`).join('');
    const page = `<html><head><title>Chess Sets</title></head><body><header><nav><a href="/">Home</a></nav></header>
      <main><h1>Chess Sets</h1><ul class="products">${tiles}</ul>
      <div class="category-description"><h2>How to choose a chess set</h2>${para('Buying guide', 40)}</div></main><footer>Footer</footer></body></html>`;
    const md = transformHtml(page, { url: 'https://chess.test/chess-sets', onlyMainContent: true, removeBase64Images: true }, { markdown: true }).markdown ?? '';
    expect(md).toContain('Walnut Staunton Chess Set 7');
    expect(md).toContain('$107.00');
    expect(md).toContain('Buying guide sentence number 39');
    expect(md).not.toContain('Footer');
  });

  it('returns only metadata when nothing else is wanted', () => {
    const result = transformHtml(ARTICLE_PAGE, { ...opts, onlyMainContent: true }, {});
    expect(Object.keys(result)).toEqual(['metadata']);
  });
});
