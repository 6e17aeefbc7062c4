import { describeEnv } from '@wsa/config';
import { closeDb, createDb, createLocalIndexStore, findOrCreateIndexIngestTeam, pingDb } from '@wsa/db';
import { createIndexPageScraper, createScrapeDispatcher, runSearchJob } from '@wsa/jobs/search-worker';
import { createResearchSources, runResearchFill, runResearchIngest } from '@wsa/research-index';
import { createDeveloperIngestHandler, createFetchText } from '@wsa/developer-index';
import { createProducer, createRedis, developerIngestJob, pingRedis, scheduleRepeatingJob, scrapeJob, startWorkerConsumers } from '@wsa/queue';
import { createDuckduckgoProvider, createLocalProvider, createProviderChain, createSearxngProvider, type SearchProvider } from '@wsa/search';
import { createRiskProvider } from '@wsa/threats';
import { createLogger, createMetrics, instrumentJob, onShutdown, startProbeServer } from '@wsa/telemetry';
import { loadConfig } from './config';
import { envSpec } from './env';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'search-worker', level: config.logLevel });
  const metrics = createMetrics('search-worker');
  const db = createDb(config.databaseUrl, { poolSize: Math.min(config.concurrency + 2, 30) });
  const redis = createRedis(config.redisUrl, 'search-worker');
  // the first provider with results answers; a failing one hands over to the next (SEARCH_PROVIDERS)
  const providers: Record<typeof config.providers[number], () => SearchProvider> = {
    searxng: () => createSearxngProvider(config.searxng),
    duckduckgo: () => createDuckduckgoProvider(config.duckduckgo),
    // pages this service scraped (the scrape worker indexes them)
    local: () => createLocalProvider({ store: createLocalIndexStore(db) }),
  };
  const provider = createProviderChain(config.providers.map((name) => providers[name]()));
  logger.info({ providers: config.providers }, 'search providers');
  // scrapes of results go through the scrape queue, like any scrape
  const scrapeProducer = await createProducer(scrapeJob, { connection: redis, prefix: config.queuePrefix, waits: false });
  const dispatchScrape = createScrapeDispatcher(db, scrapeProducer, { allowLocalTargets: config.allowLocalTargets });
  const deps = { db, provider, threats: createRiskProvider(config.threats), dispatchScrape, onProvider: (name: string | null, jobId: string) => {
    metrics.searchProvider.inc({ provider: name ?? 'none' });
    logger.info({ jobId, provider: name ?? 'none' }, 'search answered');
  } };

  // pages the indexes ingest (documentation sites, arXiv full text) go through the scrape queue as
  // uncharged jobs of the operator's index-ingest team
  const indexTeam = await findOrCreateIndexIngestTeam(db);
  const scrapeForIndex = createIndexPageScraper(dispatchScrape, { teamId: indexTeam.id, timeoutMs: 60000, maxAgeMs: 3600 * 1000 });
  // Research Index: fills the gateway waits for, and operator ingest runs (one at a time by default)
  const research = { db, sources: createResearchSources(config.research), arxivFullText: { baseUrl: config.research.arxivFullTextUrl, scrape: scrapeForIndex } };
  // Developer Index ingest (admin developer add-repo / refresh) and its scheduled refresh of every repository and site
  const developerIngest = createDeveloperIngestHandler({
    db, github: config.developer.github, limits: config.developer.limits,
    docs: {
      ...config.developer.docs,
      fetchText: createFetchText({ timeoutMs: 30000, userAgent: 'wsa-developer-index (sitemap reader)' }),
      scrapePage: (url: string) => scrapeForIndex(url),
    },
    log: (msg, fields) => logger.info(fields, msg),
  });
  await scheduleRepeatingJob(developerIngestJob, 'developer-refresh', { kind: 'refresh' }, config.developer.refreshEveryMs, { connection: redis, prefix: config.queuePrefix });

  // the catalogue says which jobs this worker consumes; it refuses to start if one has no handler
  const consumers = await startWorkerConsumers('search-worker', {
    search: (payload, ctx) => instrumentJob({ metrics, logger, queue: 'search' }, { jobId: ctx.jobId, attempt: ctx.attempt, describe: payload.zeroDataRetention ? { zeroDataRetention: true } : {} },
      () => runSearchJob(payload, ctx, deps)),
    'research-fill': (payload) => runResearchFill(payload, research),
    'research-ingest': (payload, ctx) => runResearchIngest(payload, research, ctx.signal),
    'developer-ingest': (payload) => developerIngest(payload),
  }, { connection: redis, prefix: config.queuePrefix, concurrency: config.concurrency }, {
    'research-ingest': { concurrency: config.research.ingestConcurrency },
    // one repository at a time: GitHub's rate limit is per token, not per job
    'developer-ingest': { concurrency: 1 },
  });

  const probes = await startProbeServer({ port: config.metricsPort, metrics, ready: async () => (await pingDb(db)) && (await pingRedis(redis)) });
  logger.info({ env: describeEnv(envSpec, config.raw) }, 'search worker started');

  onShutdown(logger, [
    () => Promise.all(consumers.map((c) => c.close())),
    () => scrapeProducer.close(),
    () => probes.close(),
    () => Promise.allSettled([redis.quit(), closeDb(db)]),
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'search worker failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
