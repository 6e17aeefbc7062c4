// @wsa/jobs/scrape-worker: the scrape job from the worker's side (engines, settle, replay).
export { runScrapeJob } from './run-scrape-job';
export { scrapeLogFields } from '../shared/zero-data-retention';
export type { JobRunContext } from '../shared/job-lifecycle';
