// @wsa/jobs/gateway: the use cases the API gateway runs (admission, job records, enqueue and wait,
// cache hits, stored jobs, feedback). Nothing here reaches the scraping engines: see the README.
export * from './gateway-deps';
export * from './await-job';
export * from './submit-scrape';
export * from './submit-search';
export * from './get-scrape-job';
export * from './submit-search-feedback';
export * from './submit-endpoint-feedback';
