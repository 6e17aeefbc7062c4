// @wsa/jobs/search-worker: the search job from the worker's side (provider chain, result scrapes
// through the scrape queue, settle, replay). It never loads the scraping engines.
export { runSearchJob, type SearchJobDeps } from './run-search-job';
export { createScrapeDispatcher, type ScrapeDispatcher } from './scrape-dispatcher';
export type { JobRunContext } from '../shared/job-lifecycle';
export { createIndexPageScraper, type IndexPage } from './index-page-scraper';
