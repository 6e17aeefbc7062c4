// @wsa/jobs/maintenance: periodic clean-up the scrape workers run (expired cache entries and blobs).
export * from './maintenance';
