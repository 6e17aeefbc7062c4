import { createBlobStore } from '@wsa/blobs';
import { BrowserPool, OnDemandBrowserPool, startEgressGuard } from '@wsa/browser';
import path from 'path';
import { describeEnv } from '@wsa/config';
import { startTransformThreads } from '@wsa/content';
import { closeDb, createDb, pingDb } from '@wsa/db';
import { startMaintenance } from '@wsa/jobs/maintenance';
import { createLlm } from '@wsa/llm';
import { createMediaDownloader } from '@wsa/media';
import { runScrapeJob, scrapeLogFields } from '@wsa/jobs/scrape-worker';
import { createRedis, pingRedis, startWorkerConsumers } from '@wsa/queue';
import { browserEgressResolver, createLocalIndexer } from '@wsa/scrape';
import { createLogger, createMetrics, instrumentJob, onShutdown, recordLlmRequest, startProbeServer } from '@wsa/telemetry';
import { createRiskProvider } from '@wsa/threats';
import { loadConfig } from './config';
import { envSpec } from './env';

/** a content thread idle this long ends (its heap is ~40 MB); the next page starts one in ~0.1 s */
const CONTENT_THREAD_IDLE_MS = 60_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'scrape-worker', level: config.logLevel });
  const metrics = createMetrics('scrape-worker');
  const db = createDb(config.databaseUrl, { poolSize: Math.min(config.concurrency + 2, 30) });
  const redis = createRedis(config.redisUrl, 'scrape-worker');
  const blobs = createBlobStore(db, config.blobs);

  // the browser starts on the first page that needs it and closes after an idle period: HTTP-only
  // workloads and an idle worker hold no Chromium
  const browsers = new OnDemandBrowserPool(async () => {
    const p = new BrowserPool({ ...config.browser, maxBrowsers: 1, egressResolver: browserEgressResolver(config.allowLocalTargets) });
    await p.start();
    logger.info({ executablePath: config.browser.executablePath }, 'browser pool started');
    return p;
  }, config.browserIdleCloseMs, () => logger.info({ idleMs: config.browserIdleCloseMs }, 'browser pool closed after idle period'));
  const getBrowserPool = () => browsers.get();
  // yt-dlp reaches the network only through an egress guard with the browser's address policy
  const mediaEgress = config.mediaAvailable ? await startEgressGuard(browserEgressResolver(config.allowLocalTargets)) : null;
  const media = mediaEgress ? createMediaDownloader({ ...config.media, proxyUrl: mediaEgress.proxyServer }) : undefined;
  // model formats: one client per process, its requests counted in /metrics
  const llm = config.llm ? createLlm(config.llm, (e) => recordLlmRequest(metrics, e)) : undefined;
  const threats = createRiskProvider(config.threats);
  // scraped pages enter the local search index after their answer (LOCAL_INDEX)
  const localIndex = config.localIndex ? createLocalIndexer(db, logger) : undefined;
  // HTML -> content on worker threads: one process uses every core for it, with one browser
  const contentThreads = config.contentThreads > 0 ? startTransformThreads({ size: config.contentThreads, filename: path.join(__dirname, 'content.thread.js'), idleMs: CONTENT_THREAD_IDLE_MS }) : null;
  const deps = { db, blobs, getBrowserPool, media, llm, threats, localIndex, allowLocalTargets: config.allowLocalTargets, proxy: config.proxy, logger, transformHtml: contentThreads?.transform };

  // the catalogue says which jobs this worker consumes; it refuses to start if one has no handler
  const consumers = await startWorkerConsumers('scrape-worker', {
    scrape: (payload, ctx) => {
      // a content thread starts while the page is fetched (after an idle period none runs)
      contentThreads?.warm();
      return instrumentJob({ metrics, logger, queue: 'scrape' }, { jobId: ctx.jobId, attempt: ctx.attempt, describe: scrapeLogFields(payload) },
        (log) => runScrapeJob(payload, ctx, { ...deps, logger: log }));
    },
  }, { connection: redis, prefix: config.queuePrefix, concurrency: config.concurrency });

  const maintenance = startMaintenance(db, config.retention, logger);
  const probes = await startProbeServer({ port: config.metricsPort, metrics, ready: async () => (await pingDb(db)) && (await pingRedis(redis)) });
  logger.info({ env: describeEnv(envSpec, config.raw) }, 'scrape worker started');

  onShutdown(logger, [
    () => clearInterval(maintenance),
    () => Promise.all(consumers.map((c) => c.close())),
    async () => localIndex?.drain(),
    () => browsers.close(),
    async () => contentThreads?.close(),
    async () => mediaEgress?.close(),
    () => probes.close(),
    () => Promise.allSettled([redis.quit(), closeDb(db)]),
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'scrape worker failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
