import { commonConfig, parseEnv } from '@wsa/config';
import path from 'path';
import { parseResearchDomains } from '@wsa/search';
import { remoteRiskSettings } from '@wsa/threats';
import { envSpec } from './env';

/** The only place the search worker reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  return Object.freeze({
    ...commonConfig(e),
    metricsPort: e.METRICS_PORT,
    concurrency: e.SEARCH_CONCURRENCY,
    providers: searchProviders(e.SEARCH_PROVIDERS, e.SEARXNG_URL),
    searxng: Object.freeze({ baseUrl: e.SEARXNG_URL ?? '', maxPages: e.SEARXNG_MAX_PAGES }),
    duckduckgo: Object.freeze({ baseUrl: e.DUCKDUCKGO_URL, researchDomains: parseResearchDomains(e.SEARCH_RESEARCH_DOMAINS) }),
    /** threatProtection's risk provider for result URLs: the local blocklists, plus the remote lookup when configured */
    threats: Object.freeze({ listsDir: path.resolve(e.THREAT_LISTS_DIR), remote: remoteRiskSettings(e.THREAT_REMOTE_URL, e.THREAT_REMOTE_KEY) }),
    research: Object.freeze({
      europepmcUrl: e.EUROPEPMC_API_URL, arxivUrl: e.ARXIV_API_URL, pubmedUrl: e.PUBMED_EUTILS_URL, ncbiApiKey: e.NCBI_API_KEY, biorxivUrl: e.BIORXIV_API_URL, arxivMinIntervalMs: e.ARXIV_MIN_INTERVAL_MS, contactEmail: e.RESEARCH_CONTACT_EMAIL,
      openalexUrl: e.OPENALEX_API_URL, openalexApiKey: e.OPENALEX_API_KEY || undefined,
      ingestConcurrency: e.RESEARCH_INGEST_CONCURRENCY, arxivFullTextUrl: e.ARXIV_FULLTEXT_URL.replace(/\/+$/, ''),
    }),
    developer: Object.freeze({
      github: { baseUrl: e.GITHUB_API_URL, token: e.GITHUB_TOKEN || undefined, maxRateLimitWaitMs: e.GITHUB_MAX_RATE_LIMIT_WAIT_S * 1000 },
      limits: { maxIssues: e.DEVELOPER_MAX_ISSUES, maxPulls: e.DEVELOPER_MAX_PULLS, maxCommentsPerThread: e.DEVELOPER_MAX_COMMENTS },
      refreshEveryMs: e.DEVELOPER_REFRESH_HOURS * 3600 * 1000,
      docs: { maxPages: e.DEVELOPER_DOCS_MAX_PAGES, concurrency: e.DEVELOPER_DOCS_CONCURRENCY },
    }),
    raw: e,
  });
}

const KNOWN_PROVIDERS = ['searxng', 'duckduckgo', 'local'] as const;
export type ProviderName = (typeof KNOWN_PROVIDERS)[number];

/** SEARCH_PROVIDERS in order; by default SearXNG first when it is configured, then DuckDuckGo, then the local index. */
export function searchProviders(setting: string | undefined, searxngUrl: string | undefined): ProviderName[] {
  if (setting === undefined || setting.trim() === '') return searxngUrl ? ['searxng', 'duckduckgo', 'local'] : ['duckduckgo', 'local'];
  const names = setting.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  for (const name of names) {
    if (!(KNOWN_PROVIDERS as readonly string[]).includes(name)) throw new Error(`SEARCH_PROVIDERS: unknown provider "${name}" (known: ${KNOWN_PROVIDERS.join(', ')})`);
  }
  if (names.includes('searxng') && !searxngUrl) throw new Error('SEARCH_PROVIDERS names searxng but SEARXNG_URL is not set');
  return [...new Set(names)] as ProviderName[];
}
