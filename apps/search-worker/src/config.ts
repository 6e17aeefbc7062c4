import { commonConfig, parseEnv } from '@wsa/config';
import { envSpec } from './env';

/** The only place the search worker reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  return Object.freeze({
    ...commonConfig(e),
    metricsPort: e.METRICS_PORT,
    concurrency: e.SEARCH_CONCURRENCY,
    searxng: e.SEARXNG_URL ? Object.freeze({ baseUrl: e.SEARXNG_URL, maxPages: e.SEARXNG_MAX_PAGES }) : null,
    raw: e,
  });
}
