import { llmEnv } from '@wsa/llm/client';
import { commonEnv, envInt, envRequiredString, envString } from '@wsa/config';

/** Every variable the gateway reads (the README and the k8s manifest test are checked against this). */
export const envSpec = {
  ...commonEnv,
  ...llmEnv,
  PORT: envInt(3002, 'HTTP port of the gateway', { min: 1, max: 65535 }),
  HOST: envRequiredString('0.0.0.0', 'interface the gateway listens on'),
  PUBLIC_URL: envRequiredString('http://localhost:3002', 'external base URL of the gateway, used in signed blob URLs'),
  BLOB_SIGNING_SECRET: envRequiredString('dev-only-insecure-blob-secret', 'HMAC secret of blob URLs; must match the scrape worker; set it in production', { secret: true }),
  TRUST_PROXY: envRequiredString('none', 'proxies whose X-Forwarded-For is trusted for the client address (rate limits): none, a hop count, or addresses/CIDRs/loopback (Express trust proxy)'),
  ADMIN_TOKEN: envString(undefined, 'token of the queue dashboard at /admin/queues; the route is absent when unset', { secret: true }),
  RATE_LIMIT_ANON_PER_MIN: envInt(10, 'requests per minute per client address for searches without an API key', { min: 1 }),
  RATE_LIMIT_KEY_PER_MIN: envInt(600, 'requests per minute per API key unless the team has its own limit', { min: 1 }),
  BODY_LIMIT_BYTES: envInt(10 * 1024 * 1024, 'largest accepted request body', { min: 1024 }),
  FEEDBACK_REFUND_WINDOW_SECONDS: envInt(120, 'search feedback is accepted (and can refund) this long after the search', { min: 1 }),
  FEEDBACK_DAILY_REFUND_CAP: envInt(100, 'most credits a team gets back from search feedback per UTC day', { min: 0 }),
  TEAM_MAX_CONCURRENCY: envInt(8, "jobs of one team reported as able to run at once (/v2/concurrency-check, /v2/team/queue-status); set it to the scrape workers' combined SCRAPE_CONCURRENCY", { min: 1 }),
  RESEARCH_FILL_BUDGET_MS: envInt(8000, 'how long a Research Index request waits for the paper sources when the local index lacks what it asks', { min: 0 }),
  RESEARCH_HYDE_BUDGET_MS: envInt(4000, 'with LLM_BASE_URL and LLM_EMBEDDING_MODEL: how long a paper search waits for the chat model to write a hypothetical abstract of the query (HyDE) for the embedding rerank; 0 = no HyDE', { min: 0, max: 60000 }),
  RESEARCH_MIN_LOCAL_HITS: envInt(5, 'a paper search with fewer local hits than this (or than k) also searches the sources', { min: 0 }),
  LLM_ENGINE_URL: envString(undefined, 'base URL of the embedded model engine, set by npm start when it runs one (LLM_GGUF_PATH): /ready then checks it too'),
  JOB_WAIT_GRACE_MS: envInt(3000, 'extra wait past a request timeout for the queue hop and the worker to answer', { min: 0 }),
};
