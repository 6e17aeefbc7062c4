import { commonEnv, envInt } from '@wsa/config';

/** Every variable the search worker reads. */
export const envSpec = {
  ...commonEnv,
  METRICS_PORT: envInt(9101, 'port of /health, /ready and /metrics', { min: 1, max: 65535 }),
  SEARCH_CONCURRENCY: envInt(8, 'search jobs run at once by this process', { min: 1, max: 256 }),
  SEARXNG_MAX_PAGES: envInt(5, 'most SearXNG result pages fetched to fill a limit', { min: 1, max: 20 }),
};
