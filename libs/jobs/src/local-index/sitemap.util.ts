/** What a sitemap file lists: page URLs (`<urlset>`) or further sitemaps (`<sitemapindex>`). */
export type SitemapEntries = { pages: string[]; sitemaps: string[] };

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

/**
 * The `<loc>` entries of a sitemap (sitemaps.org protocol), CDATA and entities decoded. A sitemap
 * index lists sitemaps; a plain text sitemap (one URL a line) is accepted too. Only http(s) URLs.
 */
export function parseSitemap(text: string): SitemapEntries {
  const isIndex = /<sitemapindex[\s>]/i.test(text);
  const locs = [...text.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]]+?)\s*(?:\]\]>)?\s*<\/loc>/gi)].map((m) => decode(m[1]));
  const urls = locs.length > 0 || /<(urlset|sitemapindex)[\s>]/i.test(text) ? locs : text.split(/\r?\n/).map((l) => l.trim());
  const valid = [...new Set(urls.filter((u) => /^https?:\/\/\S+$/i.test(u)))];
  return isIndex ? { pages: [], sitemaps: valid } : { pages: valid, sitemaps: [] };
}
