// @wsa/jobs/local-index: filling the local search index through the scrape queue (admin `index add`, `index sitemap`).
export { indexUrls, readSitemapUrls, type IndexProgress, type IndexSummary, type IndexUrlsDeps } from './index-urls';
export { parseSitemap, type SitemapEntries } from './sitemap.util';
export { createScrapeDispatcher } from '../search-worker/scrape-dispatcher';
