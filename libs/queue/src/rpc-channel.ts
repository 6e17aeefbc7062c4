import { randomUUID } from 'node:crypto';
import type { RedisConnection } from './redis-connection';

// Request/response addressed to ONE process (a session-worker replica holds live browsers that no other
// replica can serve). Requests go over pub/sub to the replica's own channel: PUBLISH answers how many
// subscribers heard it, so a dead replica is known at once (0) instead of after a timeout. Each replica
// also keeps a short-lived liveness key, which callers poll while they wait, so a replica that dies
// mid-call ends the wait within seconds.

export class RpcUnreachableError extends Error {}
export class RpcTimeoutError extends Error {}
/** The handler's own failure, carried across with its code (e.g. an ApiError code). */
export class RpcRemoteError extends Error {
  constructor(message: string, readonly code: string, readonly details?: unknown) {
    super(message);
  }
}

type Envelope = { id: string; replyTo: string; method: string; body: unknown };
type Reply = { id: string; ok: true; value: unknown } | { id: string; ok: false; message: string; code: string; details?: unknown };

const ALIVE_TTL_MS = 4000;
const HEARTBEAT_MS = 1000;

const requestChannel = (prefix: string, serverId: string) => `${prefix}:rpc:${serverId}`;
const aliveKey = (prefix: string, serverId: string) => `${prefix}:rpc:alive:${serverId}`;

export type RpcHandler = (method: string, body: unknown) => Promise<unknown>;
export type RpcServer = { serverId: string; close(): Promise<void> };

/** Serves requests sent to `serverId`; every request runs concurrently. */
export async function startRpcServer(redis: RedisConnection, prefix: string, serverId: string, handler: RpcHandler): Promise<RpcServer> {
  const sub = redis.duplicate();
  const beat = () => redis.set(aliveKey(prefix, serverId), String(Date.now()), 'PX', ALIVE_TTL_MS).catch(() => undefined);
  await beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  sub.on('message', (_ch: string, raw: string) => {
    let req: Envelope;
    try {
      req = JSON.parse(raw) as Envelope;
    } catch {
      return;
    }
    void handler(req.method, req.body).then(
      (value): Reply => ({ id: req.id, ok: true, value: value ?? null }),
      (err: { message?: string; code?: unknown; details?: unknown }): Reply => ({
        id: req.id, ok: false, message: String(err?.message ?? err), code: typeof err?.code === 'string' ? err.code : 'UNKNOWN_ERROR', details: err?.details,
      }),
    ).then((reply) => redis.publish(req.replyTo, JSON.stringify(reply))).catch(() => undefined);
  });
  await sub.subscribe(requestChannel(prefix, serverId));
  return {
    serverId,
    async close() {
      clearInterval(timer);
      await sub.quit().catch(() => undefined);
      await redis.del(aliveKey(prefix, serverId)).catch(() => undefined);
    },
  };
}

export async function isRpcServerAlive(redis: RedisConnection, prefix: string, serverId: string): Promise<boolean> {
  return (await redis.exists(aliveKey(prefix, serverId))) === 1;
}

export type RpcClient = { call(serverId: string, method: string, body: unknown, timeoutMs: number): Promise<unknown>; close(): Promise<void> };

/** One reply channel per client process; calls wait on an in-memory map, never on a blocking Redis read. */
export async function createRpcClient(redis: RedisConnection, prefix: string): Promise<RpcClient> {
  const sub = redis.duplicate();
  const replyTo = `${prefix}:rpc:reply:${randomUUID()}`;
  const waiting = new Map<string, (reply: Reply) => void>();
  sub.on('message', (_ch: string, raw: string) => {
    try {
      const reply = JSON.parse(raw) as Reply;
      waiting.get(reply.id)?.(reply);
    } catch {
      // a malformed reply has no id to answer: ignore it
    }
  });
  await sub.subscribe(replyTo);

  async function call(serverId: string, method: string, body: unknown, timeoutMs: number): Promise<unknown> {
    const id = randomUUID();
    const answer = new Promise<Reply>((resolve) => waiting.set(id, resolve));
    let watch: NodeJS.Timeout | undefined;
    let deadline: NodeJS.Timeout | undefined;
    try {
      const heard = await redis.publish(requestChannel(prefix, serverId), JSON.stringify({ id, replyTo, method, body } satisfies Envelope));
      if (heard === 0) throw new RpcUnreachableError(`process ${serverId} is not running`);
      const failure = new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new RpcTimeoutError(`no answer from ${serverId} within ${timeoutMs} ms`)), timeoutMs);
        watch = setInterval(() => {
          void isRpcServerAlive(redis, prefix, serverId).then((alive) => {
            if (!alive) reject(new RpcUnreachableError(`process ${serverId} stopped while answering`));
          });
        }, HEARTBEAT_MS);
      });
      const reply = await Promise.race([answer, failure]);
      if (!reply.ok) throw new RpcRemoteError(reply.message, reply.code, reply.details);
      return reply.value;
    } finally {
      waiting.delete(id);
      clearTimeout(deadline);
      clearInterval(watch);
    }
  }

  return {
    call,
    async close() {
      await sub.quit().catch(() => undefined);
    },
  };
}
