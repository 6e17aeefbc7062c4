import type { Server } from 'http';
import type { AddressInfo } from 'net';
import { randomBytes } from 'crypto';
import { createBlobStore } from '@wsa/blobs';
import { closeDb, createApiKey, createDb, findOrCreateTeam, applyLedgerEntry, type Db } from '@wsa/db';
import { createProducer, createRedis, createRpcClient, scrapeJob, searchJob, type RedisConnection } from '@wsa/queue';
import { SessionRegistry } from '@wsa/sessions/gateway';
import { createLogger, createMetrics } from '@wsa/telemetry';
import { createTestDatabase } from '@wsa/testing';
import { createApp } from '../app';
import { loadConfig } from '../config';

export type TestGateway = {
  url: string;
  db: Db;
  redis: RedisConnection;
  prefix: string;
  /** a fresh team with credits and its API key */
  newKey(team: string, credits?: number): Promise<{ apiKey: string; teamId: string }>;
  close(): Promise<void>;
};

/**
 * The gateway in-process on a free port, with a throwaway database and its own queue prefix, and no
 * workers: enough for everything the HTTP edge decides by itself (validation, auth, limits, errors).
 */
export async function startTestGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const database = await createTestDatabase();
  const prefix = `api-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({ ...process.env, DATABASE_URL: database.url, QUEUE_PREFIX: prefix, LOG_LEVEL: 'silent', ...env });
  const db = createDb(config.databaseUrl, { poolSize: 4 });
  const redis = createRedis(config.redisUrl, 'api-test');
  const [scrapeProducer, searchProducer] = await Promise.all([
    createProducer(scrapeJob, { connection: redis, prefix, waits: false }),
    createProducer(searchJob, { connection: redis, prefix, waits: false }),
  ]);
  const blobs = createBlobStore(db, { publicUrl: config.http.publicUrl, signingSecret: config.blobSigningSecret, ttlMs: 3600000 });
  const rpc = await createRpcClient(redis, prefix);
  const interact = { db, registry: new SessionRegistry(redis, prefix), rpc, publicUrl: config.http.publicUrl, llmAvailable: config.llm !== null, ...config.interact };
  const app = createApp({
    // no worker behind this gateway: the Research Index answers from the database alone
    interact, research: { db, ...config.research },
    config, db, redis, blobs, logger: createLogger({ name: 'api', level: 'silent' }), metrics: createMetrics('api'),
    scrapeProducer, searchProducer, graceMs: 1000, allowLocalTargets: config.allowLocalTargets, capabilities: { llm: config.llm !== null },
    ready: async () => ({ postgres: true, redis: true }),
    refreshQueueDepth: async () => undefined,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    db,
    redis,
    prefix,
    async newKey(name, credits = 100) {
      const team = await findOrCreateTeam(db, name);
      if (credits > 0) await applyLedgerEntry(db, { teamId: team.id, delta: credits, kind: 'grant', reason: 'test' });
      const { apiKey } = await createApiKey(db, team.id);
      return { apiKey, teamId: team.id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([scrapeProducer.close(), searchProducer.close(), rpc.close()]);
      await redis.quit().catch(() => undefined);
      await closeDb(db);
      await database.drop();
    },
  };
}
