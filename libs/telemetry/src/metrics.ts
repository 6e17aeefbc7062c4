import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The metrics every process exports. Names are part of the operator contract (dashboards, the HPA
 * alternative in k8s/): rename only with a migration note.
 */
export function createMetrics(app: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry, prefix: 'wsa_process_' });

  const httpRequests = new Counter({ name: 'wsa_http_requests_total', help: 'HTTP requests by route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const httpDuration = new Histogram({
    name: 'wsa_http_request_duration_seconds', help: 'HTTP request latency by route', labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60], registers: [registry],
  });
  const queueWaiting = new Gauge({ name: 'wsa_queue_waiting', help: 'jobs waiting per queue', labelNames: ['queue'], registers: [registry] });
  const queueActive = new Gauge({ name: 'wsa_queue_active', help: 'jobs running per queue', labelNames: ['queue'], registers: [registry] });
  const jobDuration = new Histogram({
    name: 'wsa_job_duration_seconds', help: 'job processing time by queue and outcome', labelNames: ['queue', 'outcome'],
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300], registers: [registry],
  });
  const jobFailures = new Counter({ name: 'wsa_job_failures_total', help: 'failed jobs by queue and error code', labelNames: ['queue', 'code'], registers: [registry] });

  const sessionsOpen = new Gauge({ name: 'wsa_sessions_open', help: 'interact sessions this session worker holds (open or opening)', registers: [registry] });

  const searchProvider = new Counter({ name: 'wsa_search_provider_total', help: 'searches by the provider that answered (none: no provider had results)', labelNames: ['provider'], registers: [registry] });

  const llmRequests = new Counter({ name: 'wsa_llm_requests_total', help: 'model requests by feature, kind (chat, embeddings) and outcome (ok, timeout, unreachable, http, invalid_output, refused)', labelNames: ['feature', 'kind', 'outcome'], registers: [registry] });
  const llmTokens = new Counter({ name: 'wsa_llm_tokens_total', help: 'model tokens by feature and direction (in, out), as the endpoint reported them', labelNames: ['feature', 'direction'], registers: [registry] });
  const llmDuration = new Histogram({
    name: 'wsa_llm_request_duration_seconds', help: 'model request latency by feature', labelNames: ['feature'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300], registers: [registry],
  });

  return { registry, httpRequests, httpDuration, queueWaiting, queueActive, jobDuration, jobFailures, sessionsOpen, searchProvider, llmRequests, llmTokens, llmDuration };
}

/** A model request (libs/llm's observer event) as metrics: counts, tokens and latency per feature. */
export function recordLlmRequest(metrics: Metrics, e: { feature: string; kind: string; outcome: string; ms: number; usage: { inputTokens: number; outputTokens: number } }): void {
  metrics.llmRequests.inc({ feature: e.feature, kind: e.kind, outcome: e.outcome });
  if (e.usage.inputTokens) metrics.llmTokens.inc({ feature: e.feature, direction: 'in' }, e.usage.inputTokens);
  if (e.usage.outputTokens) metrics.llmTokens.inc({ feature: e.feature, direction: 'out' }, e.usage.outputTokens);
  metrics.llmDuration.observe({ feature: e.feature }, e.ms / 1000);
}
export type Metrics = ReturnType<typeof createMetrics>;
