import { docsScope, inDocsScope, parseSitemap, robotsSitemaps } from './sitemap';

/** A GET of a small text resource (sitemap, robots.txt): status and body, gzip already undone. */
export type FetchText = (url: string) => Promise<{ status: number; body: string }>;

export type CollectedPages = { pages: string[]; warnings: string[]; sitemapsRead: number };

/** How many sitemaps one crawl follows (an index of indexes can be large; most sites have a handful). */
const MAX_SITEMAPS = 50;

/**
 * The pages of a documentation site, from its sitemaps: the URL itself when it is one, else those the
 * `Sitemap:` lines of the site's robots.txt name, else `sitemap.xml` in the given folder and at the root.
 * Sitemap indexes are followed breadth first; only pages (and sitemaps) on the same origin and under
 * the given folder are kept, so a listed URL never sends the crawler to another host.
 * Throws when no sitemap could be read at all.
 */
export async function collectDocsPages(fetchText: FetchText, url: string, maxPages: number): Promise<CollectedPages> {
  const scope = docsScope(url);
  const warnings: string[] = [];
  const queue = /\.xml(\.gz)?$/i.test(new URL(url).pathname) ? [url] : await sitemapCandidates(fetchText, url, scope.origin);
  const seenSitemaps = new Set<string>();
  const pages = new Set<string>();
  let read = 0;
  let lastFailure = '';
  let malformed = 0;
  while (queue.length > 0 && seenSitemaps.size < MAX_SITEMAPS && pages.size < maxPages) {
    const next = queue.shift()!;
    if (seenSitemaps.has(next)) continue;
    seenSitemaps.add(next);
    let res: { status: number; body: string };
    try {
      res = await fetchText(next);
    } catch (err) {
      lastFailure = `${next}: ${(err as Error).message}`;
      continue;
    }
    if (res.status !== 200) { lastFailure = `${next}: HTTP ${res.status}`; continue; }
    const entries = parseSitemap(res.body);
    if (entries.pages.length === 0 && entries.sitemaps.length === 0) { lastFailure = `${next}: not a sitemap`; continue; }
    read += 1;
    malformed += entries.malformed;
    for (const s of entries.sitemaps) if (new URL(s).origin === scope.origin) queue.push(s);
    for (const p of entries.pages) {
      if (pages.size >= maxPages) break;
      // the fragment names a place in a page, not another page
      if (inDocsScope(p, scope)) pages.add(p.replace(/#.*$/, ''));
    }
  }
  if (read === 0) throw new Error(`no sitemap could be read for ${url}${lastFailure ? ` (${lastFailure})` : ''}`);
  if (malformed > 0) warnings.push(`${malformed} malformed sitemap entr${malformed === 1 ? 'y' : 'ies'} skipped`);
  if (pages.size >= maxPages) warnings.push(`stopped at ${maxPages} pages (DEVELOPER_DOCS_MAX_PAGES)`);
  return { pages: [...pages], warnings, sitemapsRead: read };
}

async function sitemapCandidates(fetchText: FetchText, url: string, origin: string): Promise<string[]> {
  try {
    const robots = await fetchText(`${origin}/robots.txt`);
    const named = robots.status === 200 ? robotsSitemaps(robots.body).filter((s) => new URL(s).origin === origin) : [];
    if (named.length > 0) return [...new Set(named)];
  } catch {
    // no robots.txt: the conventional places below
  }
  const folder = new URL(url);
  folder.search = '';
  folder.hash = '';
  folder.pathname = folder.pathname.replace(/[^/]*$/, '');
  return [...new Set([new URL('sitemap.xml', folder).href, `${origin}/sitemap.xml`])];
}
