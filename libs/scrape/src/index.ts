export type { ScrapeDeps } from './lib/scrape-deps';
export { executeScrape, readCachedResult } from './lib/execute-scrape';
export { scrapeCacheKey } from './lib/cache/cache-key';
export { normalizeCacheUrl } from './lib/cache/normalize-url';
export { unsupportedFeatures, unsupportedFeaturesMessage } from './lib/features/unsupported-features';
export { browserRequirement } from './lib/engines/engine-plan';
export { browserEgressResolver } from './lib/engines/browser-egress';
