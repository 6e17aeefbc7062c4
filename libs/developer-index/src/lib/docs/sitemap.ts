/**
 * Sitemaps (sitemaps.org protocol 0.9): a `<urlset>` of pages or a `<sitemapindex>` of further
 * sitemaps. The format is flat and fixed, so the `<loc>` of each entry is read directly rather than
 * through an XML parser (none is loaded by this library's search side).
 */
export type SitemapEntries = { pages: string[]; sitemaps: string[]; malformed: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  const cdata = /^<!\[CDATA\[([\s\S]*)\]\]>$/.exec(raw.trim());
  if (cdata) return cdata[1].trim();
  return raw.trim().replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()];
  });
}

/** The page and child-sitemap URLs of one sitemap; entries without an absolute http(s) `<loc>` are counted as malformed. */
export function parseSitemap(xml: string): SitemapEntries {
  const out: SitemapEntries = { pages: [], sitemaps: [], malformed: 0 };
  // namespaced documents (<sm:url>) are rare but valid
  const entry = /<(?:[\w-]+:)?(url|sitemap)\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?\1>/gi;
  for (const m of xml.matchAll(entry)) {
    const loc = /<(?:[\w-]+:)?loc\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?loc>/i.exec(m[2]);
    const url = loc ? absoluteHttpUrl(decode(loc[1])) : null;
    if (!url) { out.malformed += 1; continue; }
    (m[1].toLowerCase() === 'sitemap' ? out.sitemaps : out.pages).push(url);
  }
  return out;
}

/** `Sitemap:` lines of a robots.txt. */
export function robotsSitemaps(robots: string): string[] {
  const out: string[] = [];
  for (const line of robots.split(/\r?\n/)) {
    const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    const url = m && absoluteHttpUrl(m[1]);
    if (url) out.push(url);
  }
  return out;
}

function absoluteHttpUrl(s: string): string | null {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * The part of a site a documentation source covers: its host, and the folder of the URL the
 * operator gave (`https://docs.example.com/guide/` covers /guide/...; a sitemap's URL covers its host).
 */
export function docsScope(url: string): { origin: string; pathPrefix: string } {
  const u = new URL(url);
  const isSitemap = /\.xml(\.gz)?$/i.test(u.pathname);
  const pathPrefix = isSitemap ? '/' : u.pathname.endsWith('/') ? u.pathname : u.pathname.replace(/[^/]*$/, '') || '/';
  return { origin: u.origin, pathPrefix };
}

export function inDocsScope(pageUrl: string, scope: { origin: string; pathPrefix: string }): boolean {
  const u = new URL(pageUrl);
  return u.origin === scope.origin && u.pathname.startsWith(scope.pathPrefix);
}

/** The id clients filter on (`sources`) when the operator names none: the site's host, without `www.`. */
export function defaultDocsSourceId(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}
