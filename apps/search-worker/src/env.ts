import { commonEnv, envInt, envRequiredString, envString } from '@wsa/config';
import { threatsEnv } from '@wsa/threats';

/** Every variable the search worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9101, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SEARCH_CONCURRENCY: envInt(8, 'search jobs run at once by this process', { min: 1, max: 256 }),
  SEARCH_PROVIDERS: envString(undefined, 'search providers in order, comma separated (searxng, duckduckgo, local); default searxng,duckduckgo,local with SEARXNG_URL, else duckduckgo,local'),
  DUCKDUCKGO_URL: envRequiredString('https://duckduckgo.com', 'DuckDuckGo base URL (its no-JavaScript results page and the news/image JSON); tests point it at a stand-in'),
  // threatProtection of a search without scrapeOptions checks its result URLs here
  THREAT_LISTS_DIR: threatsEnv.THREAT_LISTS_DIR,
  THREAT_REMOTE_URL: threatsEnv.THREAT_REMOTE_URL,
  THREAT_REMOTE_KEY: threatsEnv.THREAT_REMOTE_KEY,
  SEARCH_RESEARCH_DOMAINS: envString(undefined, 'hosts of the research search category on DuckDuckGo, comma separated (a host covers its subdomains); blank: the built-in list of academic hosts (arxiv.org, ncbi.nlm.nih.gov, nature.com, ...)'),
  EUROPEPMC_API_URL: envRequiredString('https://www.ebi.ac.uk/europepmc/webservices/rest', 'Europe PMC REST base URL (Research Index: search, citations, references, open-access full text)'),
  ARXIV_API_URL: envRequiredString('https://export.arxiv.org', 'arXiv API base URL (Research Index; /api/query is appended)'),
  PUBMED_EUTILS_URL: envRequiredString('https://eutils.ncbi.nlm.nih.gov/entrez/eutils', 'PubMed E-utilities base URL (Research Index ingest --source pubmed: esearch + efetch)'),
  NCBI_API_KEY: envString(undefined, 'NCBI API key: raises the PubMed rate from 3 to 10 requests per second', { secret: true }),
  BIORXIV_API_URL: envRequiredString('https://api.biorxiv.org', 'bioRxiv/medRxiv API base URL (Research Index ingest --source biorxiv|medrxiv: date listings)'),
  OPENALEX_API_URL: envRequiredString('https://api.openalex.org', 'OpenAlex API base URL (Research Index citation graph, only with OPENALEX_API_KEY)'),
  OPENALEX_API_KEY: envString(undefined, 'OpenAlex API key: with it, the citation graph of papers PubMed and Europe PMC do not hold (arXiv-only) comes from OpenAlex', { secret: true }),
  ARXIV_FULLTEXT_URL: envRequiredString('https://arxiv.org', 'where arXiv full text is read for passage reads (<url>/html/<id>, else <url>/pdf/<id>), scraped through the scrape queue; tests point it at a stand-in'),
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
  DEVELOPER_REFRESH_HOURS: envInt(24, 'hours between scheduled refreshes of every Developer Index repository and documentation site (0: no schedule)', { min: 0, max: 24 * 365 }),
  DEVELOPER_DOCS_MAX_PAGES: envInt(500, 'most pages crawled per Developer Index documentation site (from its sitemap)', { min: 1, max: 50000 }),
  DEVELOPER_DOCS_CONCURRENCY: envInt(4, 'documentation pages of one site scraped at once (through the scrape queue)', { min: 1, max: 64 }),
};
