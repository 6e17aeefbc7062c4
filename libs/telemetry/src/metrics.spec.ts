import { createMetrics } from './metrics';

describe('metrics', () => {
  it('exports the operator-facing series in Prometheus text format', async () => {
    const m = createMetrics('test');
    m.httpRequests.inc({ method: 'POST', route: '/v2/scrape', status: '200' });
    m.queueWaiting.set({ queue: 'scrape' }, 3);
    m.sessionsOpen.set(2);
    const text = await m.registry.metrics();
    expect(text).toContain('wsa_http_requests_total{method="POST",route="/v2/scrape",status="200",app="test"} 1');
    expect(text).toContain('wsa_queue_waiting{queue="scrape",app="test"} 3');
    expect(text).toContain('# TYPE wsa_job_duration_seconds histogram');
    expect(text).toContain('wsa_sessions_open{app="test"} 2');
  });
});
