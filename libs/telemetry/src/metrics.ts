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

  const searchProvider = new Counter({ name: 'wsa_search_provider_total', help: 'searches by the provider that answered (none: no provider had results)', labelNames: ['provider'], registers: [registry] });

  return { registry, httpRequests, httpDuration, queueWaiting, queueActive, jobDuration, jobFailures, searchProvider };
}
export type Metrics = ReturnType<typeof createMetrics>;
