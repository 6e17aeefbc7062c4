// @wsa/scrape/admission: what the gateway decides about a scrape before any worker runs it (the
// features this server serves, the cache read, the cache key). It reaches no engine, browser,
// fetcher or content code, so the gateway's bundle stays free of them (a test checks).
export { readCachedResult, type CacheDeps } from './lib/cache/read-cached-result';
export { readCachedPageText } from './lib/cache/cached-page-text';
export { cacheReadSide, type CacheReadSide } from './lib/cache/cache-read-side';
export { scrapeCacheKey } from './lib/cache/cache-key';
export { normalizeCacheUrl } from './lib/cache/normalize-url';
export { unsupportedFeatures, unsupportedFeaturesMessage, type ScrapeCapabilities } from './lib/features/unsupported-features';
export { admitScrape } from './lib/features/admit-scrape';
