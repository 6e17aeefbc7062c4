// The query side of the Research Index, for the gateway: id parsing, ranking and the three paper
// endpoints over PostgreSQL. Fetching from the sources runs in the search worker (fill jobs); no
// XML parser or HTTP client is reachable from here.
export * from './lib/paper-ref';
export * from './lib/tsquery';
export * from './query/query-deps';
export * from './query/rank-papers';
export * from './query/fuse-ranks';
export * from './query/paper-vector-cache';
export * from './query/search-papers.use-case';
export * from './query/read-paper.use-case';
export * from './query/similar-papers.use-case';
export { MALFORMED_ID_MESSAGE } from './query/resolve-paper';
