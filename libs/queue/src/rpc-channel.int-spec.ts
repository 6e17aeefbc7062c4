import { randomUUID } from 'crypto';
import { createRedis, createRpcClient, RpcRemoteError, RpcUnreachableError, startRpcServer, type RedisConnection } from '@wsa/queue';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
let redis: RedisConnection;

beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('rpc channel', () => {
  it('reaches the one addressed process, carries errors with their code, and fails fast when it is gone', async () => {
    const a = await startRpcServer(redis, prefix, 'worker-a', async (method, body) => {
      if (method === 'fail') throw Object.assign(new Error('nope'), { code: 'SESSION_DESTROYED' });
      return { from: 'a', method, body };
    });
    const b = await startRpcServer(redis, prefix, 'worker-b', async () => ({ from: 'b' }));
    const client = await createRpcClient(redis, prefix);
    try {
      await expect(client.call('worker-a', 'echo', { x: 1 }, 2000)).resolves.toEqual({ from: 'a', method: 'echo', body: { x: 1 } });
      await expect(client.call('worker-b', 'echo', {}, 2000)).resolves.toEqual({ from: 'b' });
      const err = (await client.call('worker-a', 'fail', {}, 2000).catch((e: unknown) => e)) as RpcRemoteError;
      expect(err).toBeInstanceOf(RpcRemoteError);
      expect(err.code).toBe('SESSION_DESTROYED');
      await b.close();
      const started = Date.now();
      await expect(client.call('worker-b', 'echo', {}, 10_000)).rejects.toBeInstanceOf(RpcUnreachableError);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await client.close();
      await a.close();
    }
  });

  it('ends a wait when the process stops answering mid-call (liveness key expires)', async () => {
    // a server whose handler never answers and whose liveness key vanishes: the caller must not hang
    const hung = await startRpcServer(redis, prefix, 'worker-hung', () => new Promise(() => undefined));
    const client = await createRpcClient(redis, prefix);
    try {
      const pending = client.call('worker-hung', 'run', {}, 30_000);
      setTimeout(() => void hung.close(), 200);
      await expect(pending).rejects.toBeInstanceOf(RpcUnreachableError);
    } finally {
      await client.close();
    }
  });
});
