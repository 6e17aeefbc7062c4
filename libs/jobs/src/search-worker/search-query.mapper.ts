import { providerSources, type SearchRequest } from '@wsa/contracts';
import type { SearchQuery } from '@wsa/search';

/** The API's search request, in the terms the search library works with. */
export function toSearchQuery(request: SearchRequest, limit: number, signal?: AbortSignal): SearchQuery {
  return {
    query: request.query,
    limit,
    sources: providerSources(request.sources),
    categories: request.categories,
    includeDomains: request.includeDomains,
    excludeDomains: request.excludeDomains,
    tbs: request.tbs,
    location: request.location,
    country: request.country,
    safe: request.safe,
    highlights: request.highlights,
    ignoreInvalidURLs: request.ignoreInvalidURLs,
    timeoutMs: request.timeout,
    signal,
  };
}
