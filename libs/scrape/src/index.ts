export type { ScrapeDeps } from './lib/scrape-deps';
export { executeScrape } from './lib/execute-scrape';
export { readCachedResult } from './lib/cache/read-cached-result';
export { cacheReadSide, type CacheReadSide } from './lib/cache/cache-read-side';
export { scrapeCacheKey } from './lib/cache/cache-key';
export { normalizeCacheUrl } from './lib/cache/normalize-url';
export { unsupportedFeatures, unsupportedFeaturesMessage, type ScrapeCapabilities } from './lib/features/unsupported-features';
export { browserRequirement } from './lib/engines/engine-plan';
export { browserEgressResolver } from './lib/engines/browser-egress';
