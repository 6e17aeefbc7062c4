// What the gateway needs: the search use cases, without the GitHub ingest (search worker only).
export { answerDeveloperSearch, answerGithubSearch, GITHUB_SEARCH_DEPRECATION, SKILLS_NOT_INDEXED_WARNING, type DeveloperCaller } from './lib/developer-search.use-case';
