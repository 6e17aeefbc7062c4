import { commonEnv, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the search worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9101, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SEARCH_CONCURRENCY: envInt(8, 'search jobs run at once by this process', { min: 1, max: 256 }),
  SEARCH_PROVIDERS: envString(undefined, 'search providers in order, comma separated (searxng, duckduckgo, local); default searxng,duckduckgo,local with SEARXNG_URL, else duckduckgo,local'),
  DUCKDUCKGO_URL: envRequiredString('https://duckduckgo.com', 'DuckDuckGo base URL (its no-JavaScript results page and the news/image JSON); tests point it at a stand-in'),
  EUROPEPMC_API_URL: envRequiredString('https://www.ebi.ac.uk/europepmc/webservices/rest', 'Europe PMC REST base URL (Research Index: search, citations, references, open-access full text)'),
  ARXIV_API_URL: envRequiredString('https://export.arxiv.org', 'arXiv API base URL (Research Index; /api/query is appended)'),
  PUBMED_EUTILS_URL: envRequiredString('https://eutils.ncbi.nlm.nih.gov/entrez/eutils', 'PubMed E-utilities base URL (Research Index ingest --source pubmed: esearch + efetch)'),
  NCBI_API_KEY: envString(undefined, 'NCBI API key: raises the PubMed rate from 3 to 10 requests per second', { secret: true }),
  BIORXIV_API_URL: envRequiredString('https://api.biorxiv.org', 'bioRxiv/medRxiv API base URL (Research Index ingest --source biorxiv|medrxiv: date listings)'),
  ARXIV_MIN_INTERVAL_MS: envInt(3000, 'spacing of arXiv API requests (its terms ask for one per 3 s; only a local stand-in may go faster)', { min: 0 }),
  RESEARCH_CONTACT_EMAIL: envString(undefined, 'contact address sent to the paper sources that ask for one (User-Agent, Europe PMC email parameter)'),
  RESEARCH_INGEST_CONCURRENCY: envInt(1, 'Research Index ingest runs worked at once by this process', { min: 1, max: 16 }),
  SEARXNG_MAX_PAGES: envInt(5, 'most SearXNG result pages fetched to fill a limit', { min: 1, max: 20 }),
  GITHUB_API_URL: envRequiredString('https://api.github.com', 'GitHub REST API base URL (Developer Index ingest); tests point it at a stand-in'),
  GITHUB_TOKEN: envString(undefined, 'optional GitHub token for Developer Index ingest (raises the limit from 60 to 5000 requests an hour)', { secret: true }),
  GITHUB_MAX_RATE_LIMIT_WAIT_S: envInt(120, 'longest wait for a GitHub rate limit to reset inside one ingest before it stops as partial', { min: 0, max: 3600 }),
  DEVELOPER_MAX_ISSUES: envInt(200, 'latest issues ingested per repository', { min: 0, max: 10000 }),
  DEVELOPER_MAX_PULLS: envInt(200, 'latest merged pull requests ingested per repository', { min: 0, max: 10000 }),
  DEVELOPER_MAX_COMMENTS: envInt(100, 'comments ingested per issue or pull request', { min: 0, max: 10000 }),
  DEVELOPER_REFRESH_HOURS: envInt(24, 'hours between scheduled refreshes of every Developer Index repository (0: no schedule)', { min: 0, max: 24 * 365 }),
};
