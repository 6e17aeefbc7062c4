import { startEgressGuard } from '@wsa/browser';
import { describeEnv } from '@wsa/config';
import { closeDb, createDb, pingDb } from '@wsa/db';
import { createRedis, pingRedis, startRpcServer } from '@wsa/queue';
import { egressResolver as browserEgressResolver } from '@wsa/fetcher/address';
import { SessionHost, SessionRegistry, sessionRpcHandler } from '@wsa/sessions';
import { createLlm } from '@wsa/llm/client';
import { createLogger, createMetrics, onShutdown, recordLlmRequest, startProbeServer } from '@wsa/telemetry';
import { loadConfig } from './config';
import { envSpec } from './env';

// Holds interact sessions: each is its own Chromium replaying a scrape, driven by sandboxed user code.
// The gateway reaches this replica through its rpc channel (session id -> worker id in the registry).
async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'session-worker', level: config.logLevel });
  const metrics = createMetrics('session-worker');
  const db = createDb(config.databaseUrl, { poolSize: 4 });
  const redis = createRedis(config.redisUrl, 'session-worker');
  const registry = new SessionRegistry(redis, config.queuePrefix);
  // session browsers reach the web only through the egress guard (the scrape worker's address policy)
  const egress = await startEgressGuard(browserEgressResolver(config.allowLocalTargets));
  const host = new SessionHost({ ...config.host, browser: { ...config.host.browser, proxyUrl: egress.proxyServer } }, { db, registry, logger, llm: config.llm ? createLlm(config.llm, (e) => recordLlmRequest(metrics, e)) : undefined });
  const workerId = config.host.workerId;
  const gatePort = await host.listen();
  const rpc = await startRpcServer(redis, config.queuePrefix, workerId, sessionRpcHandler(host));
  const beat = () => {
    metrics.sessionsOpen.set(host.openCount);
    return registry.heartbeat(workerId, host.openCount).catch((err) => logger.warn({ err }, 'session registry heartbeat failed'));
  };
  await beat();
  const heartbeat = setInterval(beat, 1000);

  const probes = await startProbeServer({
    port: config.metricsPort, metrics, ready: async () => (await pingDb(db)) && (await pingRedis(redis)),
    // cluster-wide session load, for KEDA's metrics-api scaler (k8s/keda/scaledobjects.yaml)
    json: { '/sessions': () => registry.load() },
  });
  logger.info({ workerId, cdpGate: `${config.host.advertiseHost}:${gatePort}`, env: describeEnv(envSpec, config.raw) }, 'session worker started');
  onShutdown(logger, [
    async () => clearInterval(heartbeat),
    () => registry.removeWorker(workerId),
    () => rpc.close(),
    () => host.closeAll(),
    () => egress.close(),
    () => probes.close(),
    () => Promise.allSettled([redis.quit(), closeDb(db)]),
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'session worker failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
