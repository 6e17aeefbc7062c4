import { DeveloperSearchRequestSchema } from '@wsa/contracts';
import { closeDb, createDb, listDeveloperDocSourceSummaries, listDeveloperIngestRuns, type Db } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { FIXTURE_DOC_PAGES, MISSING_DOC_PATH, startDocsSiteStandIn, type DocsSiteStandIn } from '../../testing';
import { searchDeveloperIndex } from '../search-developer-index';
import { createFetchText } from './fetch-text';
import { docKey, ingestDocsSite, type ScrapePage } from './ingest-docs-site';

// A documentation crawl over PostgreSQL and the docs-site stand-in: sitemaps read for real (robots.txt,
// an index, a gzipped child). The scrape queue is the search worker's port; here the page is fetched
// and its <main> written as markdown, so what is stored is what the site serves (the e2e test goes
// through the real scrape queue: apps/e2e developer-index).
let database: { url: string; drop(): Promise<void> };
let db: Db;
let site: DocsSiteStandIn;
const scraped: string[] = [];

const scrapePage: ScrapePage = async (url) => {
  scraped.push(url);
  const res = await fetch(url);
  if (res.status >= 400) return { ok: false, error: `HTTP ${res.status}` };
  const html = await res.text();
  const main = /<main>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const markdown = main
    .replace(/<h1>(.*?)<\/h1>/g, '# $1\n\n').replace(/<h2>(.*?)<\/h2>/g, '## $1\n\n').replace(/<p>([\s\S]*?)<\/p>/g, '$1\n\n')
    .replace(/<code>(.*?)<\/code>/g, '`$1`').replace(/<[^>]+>/g, '');
  return { ok: true, markdown, title: /<title>(.*?) \|/.exec(html)?.[1] };
};

const deps = () => ({ fetchText: createFetchText({ timeoutMs: 5000, userAgent: 'test' }), scrapePage, maxPages: 100, concurrency: 2 });
const search = (req: Record<string, unknown>) => searchDeveloperIndex(db, DeveloperSearchRequestSchema.parse(req));

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 3 });
  site = await startDocsSiteStandIn();
}, 60000);

afterAll(async () => {
  await closeDb(db);
  await site.close();
  await database.drop();
});

it('crawls the pages its sitemaps list under the folder, skipping other hosts, other folders and malformed entries', async () => {
  const out = await ingestDocsSite(db, deps(), 'widgets-docs', `${site.url}/docs/`);
  // one listed page is gone (404): a warning, not a failure
  expect(out).toMatchObject({ status: 'completed', documents: FIXTURE_DOC_PAGES.length });
  expect(site.requests.slice(0, 4)).toEqual(['/robots.txt', '/sitemap-index.xml', '/sitemaps/docs-1.xml', '/sitemaps/docs-2.xml.gz']);
  expect(scraped.sort()).toEqual([...FIXTURE_DOC_PAGES.map((p) => `${site.url}${p.path}`), `${site.url}${MISSING_DOC_PATH}`].sort());
  expect(out.warnings).toEqual(expect.arrayContaining([
    '2 malformed sitemap entries skipped',
    `page not scraped: ${site.url}${MISSING_DOC_PATH}: HTTP 404`,
  ]));
  const [summary] = await listDeveloperDocSourceSummaries(db);
  expect(summary).toMatchObject({ source: 'widgets-docs', pages: FIXTURE_DOC_PAGES.length, lastError: null, refreshedAt: expect.any(Date) });
  expect((await listDeveloperIngestRuns(db))[0]).toMatchObject({ kind: 'docs', target: 'widgets-docs', status: 'completed' });
});

it('answers doc searches with passages cited at their section anchors, filtered by source', async () => {
  const res = await search({ query: 'canvas renderer sparklines', types: ['doc'], sources: ['widgets-docs'], k: 3 });
  expect(res.results[0]).toMatchObject({
    id: docKey(`${site.url}/docs/install`), type: 'doc', url: `${site.url}/docs/install`, title: 'Installation',
    passages: [{ text: expect.stringMatching(/pool of contexts/), citation_url: `${site.url}/docs/install#configuring-the-renderer` }],
  });
  expect(res.results[0]).not.toHaveProperty('license');
  expect(res.sources).toEqual([{ source: 'widgets-docs', indexed: true }]);
  expect(res.coverage).toEqual({ doc: 'ok', issue: 'skipped', pull_request: 'skipped', readme: 'skipped' });
  expect((await search({ query: 'canvas renderer', types: ['doc'], sources: ['other-docs'] })).results).toEqual([]);
});

it('a refresh drops pages gone from the sitemap; an unreadable site is a failed run and degraded coverage', async () => {
  site.setPages(FIXTURE_DOC_PAGES.filter((p) => p.path !== '/docs/api/tooltips'));
  // the 404 page keeps the run from being complete, so nothing is dropped yet
  expect((await ingestDocsSite(db, deps(), 'widgets-docs', `${site.url}/docs/`)).documents).toBe(FIXTURE_DOC_PAGES.length - 1);
  expect((await search({ query: 'tooltip format', types: ['doc'] })).results.map((r) => r.title)).toEqual(['Tooltip API']);
  // a complete crawl: every listed page read
  site.setPages(FIXTURE_DOC_PAGES.filter((p) => p.path !== '/docs/api/tooltips'), { listGone: false });
  const complete = await ingestDocsSite(db, deps(), 'widgets-docs', `${site.url}/docs/`);
  expect(complete.status).toBe('completed');
  expect((await search({ query: 'tooltip format', types: ['doc'] })).results).toEqual([]);

  const dead = await ingestDocsSite(db, deps(), 'dead-docs', 'http://127.0.0.1:9/docs/');
  expect(dead).toMatchObject({ status: 'failed', documents: 0, error: expect.stringMatching(/no sitemap could be read/) });
  expect((await search({ query: 'panel refresh', types: ['doc'], sources: ['dead-docs'] })).coverage.doc).toBe('unavailable');
  // (a scope not asked before: what the index holds per scope is kept for a few seconds)
  expect((await search({ query: 'panel refresh', types: ['doc'], sources: ['widgets-docs', 'dead-docs'] })).coverage.doc).toBe('degraded');
});
