import { parseEnv, describeEnv } from '@wsa/config';
import { closeDb, createDb, pingDb } from '@wsa/db';
import { createRedis, pingRedis } from '@wsa/queue';
import { createLogger, createMetrics, onShutdown, startProbeServer } from '@wsa/telemetry';
import { envSpec } from './env';

// Interact sessions (POST/DELETE /v2/scrape/:jobId/interact) are not built yet: the gateway answers
// 501 for them. This process already runs in every deployment shape (npm start, compose, k8s) with
// its probes, so adding the session consumer later changes no deployment file.
async function main() {
  const env = parseEnv(envSpec, process.env);
  const logger = createLogger({ name: 'session-worker', level: env.LOG_LEVEL });
  const metrics = createMetrics('session-worker');
  const db = createDb(env.DATABASE_URL, { poolSize: 2 });
  const redis = createRedis(env.REDIS_URL, 'session-worker');
  const probes = await startProbeServer({ port: env.METRICS_PORT, metrics, ready: async () => (await pingDb(db)) && (await pingRedis(redis)) });
  logger.info({ env: describeEnv(envSpec, env) }, 'session worker started (interact sessions are not available yet)');
  onShutdown(logger, [() => probes.close(), () => Promise.allSettled([redis.quit(), closeDb(db)])]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'session worker failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
