import type { Server } from 'http';
import { createBlobStore } from '@wsa/blobs';
import { describeEnv } from '@wsa/config';
import { closeDb, createDb, pingDb } from '@wsa/db';
import { createProducer, createQueueDepthReader, createRedis, createRpcClient, pingRedis, QUEUE_NAMES, researchFillJob, scrapeJob, searchJob } from '@wsa/queue';
import { pingModelEndpoint } from '@wsa/llm-engine/probe';
import { proxyCdpUpgrade, SessionRegistry } from '@wsa/sessions/gateway';
import { createEmbedder, createLlm, hypotheticalAbstract } from '@wsa/llm/client';
import { llmAnswerWriter, loadDocsIndex } from '@wsa/support';
import { createLogger, createMetrics, onShutdown, recordLlmRequest } from '@wsa/telemetry';
import { createApp } from './app';
import { PaperVectorCache } from '@wsa/research-index/query';
import { createResearchFill } from './research-fill';
import { loadConfig } from './config';
import { envSpec } from './env';

async function main() {
  const config = loadConfig();
  const logger = createLogger({ name: 'api', level: config.logLevel });
  const metrics = createMetrics('api');
  const db = createDb(config.databaseUrl, { poolSize: 20 });
  const redis = createRedis(config.redisUrl, 'api');
  const prefix = config.queuePrefix;
  const [scrapeProducer, searchProducer, researchProducer] = await Promise.all([
    createProducer(scrapeJob, { connection: redis, prefix }),
    createProducer(searchJob, { connection: redis, prefix }),
    createProducer(researchFillJob, { connection: redis, prefix }),
  ]);
  // one model client for the gateway: support answers and the research rerank (embeddings)
  const llm = config.llm ? createLlm(config.llm, (e) => recordLlmRequest(metrics, e)) : undefined;
  // embeddings may come without a chat model (LLM_EMBEDDING_MODEL=universal-sentence-encoder alone)
  const embed = llm?.embed ?? (config.embedding ? createEmbedder(config.embedding, (e) => recordLlmRequest(metrics, e)) : null);
  // with embeddings, paper searches are reranked; with the chat model too, by the query and a hypothetical abstract of it (HyDE)
  const hyde = llm && embed && config.research.hydeBudgetMs > 0 ? { hypothesize: (query: string, signal: AbortSignal) => hypotheticalAbstract(llm, query, signal) } : {};
  // paper vectors are kept in memory, so a paper seen in an earlier search's pool is not embedded again
  const paperVectors = embed && config.embedding ? new PaperVectorCache(config.embedding.model) : undefined;
  const research = { db, fill: createResearchFill(researchProducer), ...config.research, ...(embed ? { embed: (texts: string[]) => embed('research', texts), paperVectors, ...hyde } : {}) };
  const depth = createQueueDepthReader(redis, prefix, QUEUE_NAMES);
  const blobs = createBlobStore(db, { publicUrl: config.http.publicUrl, signingSecret: config.blobSigningSecret, ttlMs: 24 * 3600 * 1000 });

  // interact: the registry says which session-worker holds a session; rpc reaches that replica
  const registry = new SessionRegistry(redis, prefix);
  const rpc = await createRpcClient(redis, prefix);
  const interact = { db, registry, rpc, publicUrl: config.http.publicUrl, llmAvailable: config.llm !== null, ...config.interact };

  // the docs-search corpus: copied beside the bundle by scripts/build-app.js, or the repository's own files
  const docs = loadDocsIndex(__dirname);
  if (docs) logger.info({ files: docs.files, passages: docs.passages.length }, 'docs-search corpus loaded');
  else logger.warn('docs-search corpus not found: /v2/support/docs-search answers 503 support_agent_unavailable');

  const app = createApp({
    interact, research, support: { docs, writer: llm ? llmAnswerWriter(llm) : undefined },
    config, db, redis, blobs, logger, metrics, scrapeProducer, searchProducer, graceMs: config.jobWaitGraceMs, allowLocalTargets: config.allowLocalTargets, capabilities: { llm: config.llm !== null },
    ready: async () => ({
      postgres: await pingDb(db), redis: await pingRedis(redis),
      // the embedded model engine is part of this stack when npm start runs it (LLM_GGUF_PATH)
      ...(config.llmEngineUrl ? { llmEngine: await pingModelEndpoint(config.llmEngineUrl) } : {}),
    }),
    refreshQueueDepth: async () => {
      for (const d of await depth.read()) {
        metrics.queueWaiting.set({ queue: d.queue }, d.waiting);
        metrics.queueActive.set({ queue: d.queue }, d.active);
      }
    },
  });
  const server: Server = app.listen(config.http.port, config.http.host, () => {
    logger.info({ port: config.http.port, env: describeEnv(envSpec, config.raw) }, 'gateway listening');
  });
  server.keepAliveTimeout = 65000;
  // cdpUrl: WebSocket upgrades on /v2/interact/cdp/... are relayed to the session's browser
  server.on('upgrade', (req, socket, head) => {
    void proxyCdpUpgrade(registry, req, socket, head).then((taken) => {
      if (!taken) socket.destroy();
    }, () => socket.destroy());
  });

  onShutdown(logger, [
    () => new Promise<void>((resolve) => server.close(() => resolve())),
    () => Promise.allSettled([scrapeProducer.close(), searchProducer.close(), researchProducer.close(), depth.close(), rpc.close()]),
    () => Promise.allSettled([redis.quit(), closeDb(db)]),
  ]);
}

main().catch((err) => {
  console.error(JSON.stringify({ level: 'fatal', msg: 'gateway failed to start', err: String(err?.stack ?? err) }));
  process.exit(1);
});
