import { randomUUID } from 'crypto';
import { createRedis, type RedisConnection } from '@wsa/queue';
import { SessionRegistry } from '@wsa/sessions';

const prefix = `wsa-test-${randomUUID().slice(0, 8)}`;
let redis: RedisConnection;
let registry: SessionRegistry;

beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  registry = new SessionRegistry(redis, prefix);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const record = (teamId: string, workerId: string) => ({
  sessionId: randomUUID(), jobId: randomUUID(), teamId, workerId, token: 't', cdpHost: '127.0.0.1', cdpPort: 1, cdpPath: '/x', startedAt: Date.now(), state: 'open' as const,
});

describe('SessionRegistry team cap', () => {
  it('counts live sessions, and frees slots of sessions whose worker died without a goodbye', async () => {
    const teamId = randomUUID();
    await registry.heartbeat('alive-worker', 1);
    const live = record(teamId, 'alive-worker');
    expect(await registry.reserveTeamSlot(teamId, live.sessionId, 2)).toBe(true);
    await registry.register(live, 60);
    const orphan = record(teamId, 'crashed-worker');
    expect(await registry.reserveTeamSlot(teamId, orphan.sessionId, 2)).toBe(true);
    await registry.register(orphan, 60);
    // at the cap of 2, but one holder is gone: its slot is reclaimed
    const third = randomUUID();
    await registry.markOpening(third, 60);
    expect(await registry.reserveTeamSlot(teamId, third, 2)).toBe(true);
    // now two live slots (the alive one and the new one, which is opening): a fourth is refused
    const opening = randomUUID();
    await registry.markOpening(opening, 60);
    expect(await registry.reserveTeamSlot(teamId, opening, 2)).toBe(false);
  });

  it('picks the least loaded live worker', async () => {
    await registry.heartbeat('busy', 3);
    await registry.heartbeat('idle', 0);
    expect(await registry.leastLoadedWorker()).toBe('idle');
  });
});

describe('SessionRegistry load', () => {
  it('sums the sessions of live workers only (what the autoscaler reads)', async () => {
    const own = new SessionRegistry(redis, `${prefix}-load`);
    expect(await own.load()).toEqual({ openSessions: 0, workers: 0 });
    await own.heartbeat('a', 2);
    await own.heartbeat('b', 3);
    // a worker whose heartbeats stopped long ago no longer counts
    await redis.zadd(`${prefix}-load:session:workers`, Date.now() - 60_000, 'gone');
    await redis.hset(`${prefix}-load:session:load`, 'gone', '7');
    expect(await own.load()).toEqual({ openSessions: 5, workers: 2 });
  });
});
