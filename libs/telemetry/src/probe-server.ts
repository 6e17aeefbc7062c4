import http from 'http';
import type { Metrics } from './metrics';

/**
 * Workers have no HTTP API; this small server gives them /health, /ready and /metrics for
 * orchestrators and Prometheus.
 */
export function startProbeServer(opts: { port: number; host?: string; metrics: Metrics; ready: () => Promise<boolean>; json?: Record<string, () => Promise<unknown>> }): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/health') return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path === '/ready') {
      const ok = await opts.ready().catch(() => false);
      return send(res, ok ? 200 : 503, 'application/json', JSON.stringify({ status: ok ? 'ready' : 'not ready' }));
    }
    if (path === '/metrics') return send(res, 200, opts.metrics.registry.contentType, await opts.metrics.registry.metrics());
    // app-specific JSON figures (e.g. session-worker's /sessions for an autoscaler)
    const figures = Object.hasOwn(opts.json ?? {}, path) ? opts.json?.[path] : undefined;
    if (figures) {
      try {
        return send(res, 200, 'application/json', JSON.stringify(await figures()));
      } catch {
        return send(res, 503, 'application/json', JSON.stringify({ success: false, error: 'Unavailable' }));
      }
    }
    return send(res, 404, 'application/json', JSON.stringify({ success: false, error: 'Not found' }));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve(server));
  });
}

function send(res: http.ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
