import { defaultDocsSourceId, docsScope, inDocsScope, parseSitemap, robotsSitemaps } from './sitemap';

describe('parseSitemap', () => {
  it('reads pages of a urlset, with entities, CDATA and namespace prefixes', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://docs.example.com/a?x=1&amp;y=2</loc><lastmod>2026-01-01</lastmod></url>
      <url><loc><![CDATA[https://docs.example.com/b]]></loc></url>
      <sm:url><sm:loc>https://docs.example.com/c</sm:loc></sm:url>
    </urlset>`;
    expect(parseSitemap(xml)).toEqual({ pages: ['https://docs.example.com/a?x=1&y=2', 'https://docs.example.com/b', 'https://docs.example.com/c'], sitemaps: [], malformed: 0 });
  });

  it('reads the sitemaps of an index and counts entries without an absolute http(s) loc', () => {
    const xml = `<sitemapindex><sitemap><loc>https://x.org/s1.xml</loc></sitemap><sitemap><loc>ftp://x.org/s2.xml</loc></sitemap>
      <sitemap><lastmod>2026-01-01</lastmod></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({ pages: [], sitemaps: ['https://x.org/s1.xml'], malformed: 2 });
  });

  it('finds nothing in a page that is not a sitemap', () => {
    expect(parseSitemap('<html><body>Not found</body></html>')).toEqual({ pages: [], sitemaps: [], malformed: 0 });
  });
});

describe('scope', () => {
  it('covers the folder of the given URL on its origin, the whole host for a sitemap URL', () => {
    expect(docsScope('https://docs.example.com/guide/')).toEqual({ origin: 'https://docs.example.com', pathPrefix: '/guide/' });
    expect(docsScope('https://docs.example.com/guide/intro')).toEqual({ origin: 'https://docs.example.com', pathPrefix: '/guide/' });
    expect(docsScope('https://docs.example.com/sitemap.xml.gz')).toEqual({ origin: 'https://docs.example.com', pathPrefix: '/' });
    const scope = docsScope('https://docs.example.com/guide/');
    expect(inDocsScope('https://docs.example.com/guide/a/b', scope)).toBe(true);
    expect(inDocsScope('https://docs.example.com/blog/a', scope)).toBe(false);
    expect(inDocsScope('http://docs.example.com/guide/a', scope)).toBe(false);
    expect(inDocsScope('https://evil.example/guide/a', scope)).toBe(false);
  });

  it('names a source by its host without www', () => {
    expect(defaultDocsSourceId('https://www.Example.com/docs/')).toBe('example.com');
  });

  it('reads Sitemap lines of robots.txt', () => {
    expect(robotsSitemaps('User-agent: *\nDisallow: /x\nSitemap: https://a.org/s.xml\nsitemap:https://a.org/t.xml\nSitemap: /relative.xml')).toEqual(['https://a.org/s.xml', 'https://a.org/t.xml']);
  });
});
