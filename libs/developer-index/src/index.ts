export { searchDeveloperIndex } from './lib/search-developer-index';
export { searchScope } from './lib/search-scope';
export { searchWords } from './lib/search-terms';
export type { DeveloperHit, DeveloperPassage, DeveloperQuery, DeveloperSearchOutcome, CoverageState, LicenseState } from './lib/search.types';
export { segmentMarkdown, headingAnchor, type Segment } from './lib/segment-markdown';
export { GithubClient, GithubError, GithubNotFoundError, GithubRateLimitError, nextLink, type GithubClientOptions } from './lib/github/github.client';
export { ingestRepository, threadSegments, type IngestLimits, type IngestOutcome } from './lib/ingest-repository';
export { answerDeveloperSearch, answerGithubSearch, GITHUB_SEARCH_DEPRECATION, SKILLS_NOT_INDEXED_WARNING, type DeveloperCaller } from './lib/developer-search.use-case';
export { createDeveloperIngestHandler, type DeveloperIngestDeps } from './lib/ingest-job';
