import net from 'net';
import { randomUUID } from 'crypto';
import { z } from 'zod';
import { consumeRateLimit, createProducer, createQueueDepthReader, createRedis, defineJob, QUEUE_NAMES } from '@wsa/queue';

// A Redis restart, for this process only: the connections go through a local TCP relay that drops
// every socket and refuses new ones for a while (the shared Redis itself is never touched).
async function startRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        const end = () => {
          for (const s of [client, upstream]) {
            s.destroy();
            sockets.delete(s);
          }
        };
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', end);
          s.on('close', end);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => ((port = (server.address() as net.AddressInfo).port), resolve()));
    });
  await up();
  return {
    url: () => `redis://127.0.0.1:${port}`,
    down: () => new Promise<void>((resolve) => (server.close(() => resolve()), sockets.forEach((s) => s.destroy()))),
    up,
  };
}

const waitJob = defineJob({ queue: 'search', name: 'outage', payload: z.object({ n: z.number() }), result: z.object({ ok: z.boolean() }), attempts: 1, backoffMs: 10, handledBy: 'search-worker' });
const redisPort = Number(new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').port || 6379);
const prefix = `wsa-outage-${randomUUID().slice(0, 8)}`;

function listenerTotals(emitter: NodeJS.EventEmitter) {
  return Object.fromEntries(emitter.eventNames().map((e) => [String(e), emitter.listenerCount(e)]));
}

describe('listeners across Redis restarts and many waiting requests', () => {
  it('keeps every emitter under its listener limit, and back at its baseline afterwards', async () => {
    const relay = await startRelay(redisPort);
    const redis = createRedis(relay.url(), 'outage-test');
    redis.on('error', () => undefined);
    const producer = await createProducer(waitJob, { connection: redis, prefix });
    producer.queue.on('error', () => undefined);
    const depth = createQueueDepthReader(redis, prefix, QUEUE_NAMES);
    const baseline = { redis: listenerTotals(redis), queue: listenerTotals(producer.queue) };
    const overLimit: string[] = [];
    const check = () => {
      for (const [name, emitter] of [['redis', redis], ['queue', producer.queue]] as const) {
        for (const e of emitter.eventNames()) if (emitter.listenerCount(e) > emitter.getMaxListeners()) overLimit.push(`${name}:${String(e)}`);
      }
    };
    try {
      for (let restart = 0; restart < 4; restart++) {
        // 15 requests waiting for their job (no worker runs here), as the gateway does under load
        const ids = Array.from({ length: 15 }, () => randomUUID());
        for (const id of ids) await producer.enqueue(id, { n: restart });
        const waits = ids.map((id) => producer.waitForResult(id, 2500).catch(() => 'gave up'));
        await relay.down();
        const during = [consumeRateLimit(redis, prefix, 'outage', 10).catch(() => null), depth.read().catch(() => null)];
        await new Promise((r) => setTimeout(r, 800));
        check();
        await relay.up();
        await Promise.all([...waits, ...during]);
        check();
      }
      expect(overLimit).toEqual([]);
      expect({ redis: listenerTotals(redis), queue: listenerTotals(producer.queue) }).toEqual(baseline);
    } finally {
      await depth.close();
      await producer.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await relay.down();
    }
  }, 60000);
});
