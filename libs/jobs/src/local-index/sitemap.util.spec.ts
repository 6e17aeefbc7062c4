import { parseSitemap } from './sitemap.util';

describe('parseSitemap', () => {
  it('reads a urlset, decoding entities and CDATA and dropping non-http entries and repeats', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2024-01-01</lastmod></url>
      <url><loc><![CDATA[https://example.com/b]]></loc></url>
      <url><loc>ftp://example.com/c</loc></url>
      <url><loc> https://example.com/b </loc></url></urlset>`;
    expect(parseSitemap(xml)).toEqual({ pages: ['https://example.com/a?x=1&y=2', 'https://example.com/b'], sitemaps: [] });
  });

  it('reads a sitemap index as further sitemaps, and a text sitemap line by line', () => {
    const index = '<sitemapindex><sitemap><loc>https://example.com/s1.xml</loc></sitemap><sitemap><loc>https://example.com/s2.xml</loc></sitemap></sitemapindex>';
    expect(parseSitemap(index)).toEqual({ pages: [], sitemaps: ['https://example.com/s1.xml', 'https://example.com/s2.xml'] });
    expect(parseSitemap('https://example.com/1\n\nnot a url\r\nhttps://example.com/2\n')).toEqual({ pages: ['https://example.com/1', 'https://example.com/2'], sitemaps: [] });
  });
});
