// Public entry of @wsa/search: the search use case, the SearXNG provider, and a SearXNG stand-in for tests.
export type { SearchQuery, WebResult, NewsResult, ImageResult, SearchResults, SearchProvider, WebCategory } from './lib/search.types';
export { SearchProviderError, type SearchProviderErrorKind } from './lib/search-provider.error';
export { runSearch } from './lib/run-search.use-case';
export { createSearxngProvider, type SearxngProviderOptions } from './searxng/searxng.provider';
export { startSearxngStandIn, type SearxngStandIn, type SearxngStandInOptions } from './testing/searxng-stand-in.server';
export { createDuckduckgoProvider, type DuckduckgoProviderOptions } from './duckduckgo/duckduckgo.provider';
export { createProviderChain } from './lib/provider-chain';
export { startDuckduckgoStandIn, type DuckduckgoStandIn } from './testing/duckduckgo-stand-in.server';
export { snippetHighlights, pageTextHighlights, highlightQuery } from './lib/highlights.util';
export { highlightFromPageText, type PageTextSource, type HighlightOrigin } from './lib/page-text-highlights';
export { DEFAULT_RESEARCH_DOMAINS, parseResearchDomains } from './lib/research-domains';
export { createLocalProvider, type LocalProviderOptions } from './local/local.provider';
export { scoreBm25f, DEFAULT_BM25F, type Bm25fParams } from './local/bm25f.ranker';
export { localQueryText, anyLexemeQuery } from './local/local-query.util';
export type { LocalIndexStore, LocalCandidateRow, LocalIndexStats, LocalRankParams, LocalImpactRankParams, LocalImpactRanking, LocalQueryTerms, LexemeStats, IndexedImageRow } from './local/local-index.port';
