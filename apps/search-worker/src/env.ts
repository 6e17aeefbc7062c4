import { commonEnv, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the search worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9101, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SEARCH_CONCURRENCY: envInt(8, 'search jobs run at once by this process', { min: 1, max: 256 }),
  SEARCH_PROVIDERS: envString(undefined, 'search providers in order, comma separated (searxng, duckduckgo); default searxng,duckduckgo with SEARXNG_URL, else duckduckgo'),
  DUCKDUCKGO_URL: envRequiredString('https://duckduckgo.com', 'DuckDuckGo base URL (its no-JavaScript results page and the news/image JSON); tests point it at a stand-in'),
  SEARXNG_MAX_PAGES: envInt(5, 'most SearXNG result pages fetched to fill a limit', { min: 1, max: 20 }),
};
