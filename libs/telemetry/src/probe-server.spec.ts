import type { AddressInfo } from 'net';
import { createMetrics } from './metrics';
import { startProbeServer } from './probe-server';

it('serves /health, /ready and app-specific JSON figures; a failing figure answers 503', async () => {
  const server = await startProbeServer({
    port: 0, host: '127.0.0.1', metrics: createMetrics('test'), ready: async () => true,
    json: { '/sessions': async () => ({ open: 3 }), '/broken': async () => { throw new Error('redis down'); } },
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/sessions`)).json()).toEqual({ open: 3 });
    expect((await fetch(`${base}/broken`)).status).toBe(503);
    expect((await fetch(`${base}/toString`)).status).toBe(404);
  } finally {
    server.close();
  }
});
