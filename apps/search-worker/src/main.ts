import { describeEnv } from '@wsa/config';
import { createDb, pingDb } from '@wsa/db';
import { createScrapeDispatcher, runSearchJob } from '@wsa/jobs';
import { createConsumer, createProducer, createRedis, pingRedis, scrapeJob, searchJob } from '@wsa/queue';
import { createSearxngProvider } from '@wsa/search';
import { createLogger, createMetrics, startProbeServer } from '@wsa/telemetry';
import { loadConfig } from './config';
import { envSpec } from './env';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'search-worker', level: config.logLevel });
  const metrics = createMetrics('search-worker');
  const db = createDb(config.databaseUrl, { poolSize: Math.min(config.concurrency + 2, 30) });
  const redis = createRedis(config.redisUrl, 'search-worker');
  const provider = config.searxng ? createSearxngProvider(config.searxng) : null;
  if (!provider) logger.warn('SEARXNG_URL is not set: searches will answer SEARCH_PROVIDER_NOT_CONFIGURED');
  // scrapes of results go through the scrape queue, like any scrape
  const scrapeProducer = await createProducer(scrapeJob, { connection: redis, prefix: config.queuePrefix });
  const deps = { db, provider, dispatchScrape: createScrapeDispatcher(db, scrapeProducer) };

  const consumer = await createConsumer(searchJob, async (payload, ctx) => {
    const log = logger.child({ jobId: ctx.jobId, queue: 'search', attempt: ctx.attempt });
    const stop = metrics.jobDuration.startTimer({ queue: 'search' });
    const result = await runSearchJob(payload, ctx, deps).catch((err) => {
      stop({ outcome: 'crashed' });
      metrics.jobFailures.inc({ queue: 'search', code: 'CRASH' });
      log.error({ err }, 'search crashed');
      throw err;
    });
    stop({ outcome: result.ok ? 'completed' : 'failed' });
    if (!result.ok) metrics.jobFailures.inc({ queue: 'search', code: result.code });
    log.info({ ok: result.ok, results: result.ok ? result.resultCount : undefined }, 'search done');
    return result;
  }, { connection: redis, prefix: config.queuePrefix, concurrency: config.concurrency });

  const probes = await startProbeServer({ port: config.metricsPort, metrics, ready: async () => (await pingDb(db)) && (await pingRedis(redis)) });
  logger.info({ env: describeEnv(envSpec, config.raw) }, 'search worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight searches');
    await consumer.close();
    await scrapeProducer.close();
    probes.close();
    await Promise.allSettled([redis.quit(), db.$disconnect()]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'search worker failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
