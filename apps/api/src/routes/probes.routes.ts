import { Router } from 'express';
import type { Metrics } from '@wsa/telemetry';

/** Liveness, readiness (dependencies reachable) and Prometheus metrics. */
export function probeRoutes(opts: { metrics: Metrics; ready: () => Promise<Record<string, boolean>>; refreshQueueDepth: () => Promise<void> }): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ name: 'websearch-api', api: 'v2', documentation: 'See README.md of this server; endpoints live under /v2.' });
  });
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    const checks = await opts.ready();
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ready' : 'not ready', checks });
  });
  router.get('/metrics', async (_req, res) => {
    await opts.refreshQueueDepth().catch(() => undefined);
    res.setHeader('content-type', opts.metrics.registry.contentType);
    res.end(await opts.metrics.registry.metrics());
  });
  return router;
}
