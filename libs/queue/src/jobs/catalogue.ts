import type { z } from 'zod';
import { createConsumer, type Consumer, type JobHandler } from '../consumer';
import type { JobDefinition, WorkerApp } from '../job-definition';
import type { RedisConnection } from '../redis-connection';
import { scrapeJob } from './scrape.job';
import { searchJob } from './search.job';
import { researchFillJob, researchIngestJob } from './research.job';
import { developerIngestJob } from './developer-ingest.job';

/**
 * Every job kind, one file each (`*.job.ts`: queue, name, payload and result schemas, retries, the
 * worker that handles it). Producers and consumers are built from these definitions; a new job
 * kind is added here, and its worker refuses to start until it handles it.
 */
export const JOB_CATALOGUE = [scrapeJob, searchJob, researchFillJob, researchIngestJob, developerIngestJob] as const;
type CatalogueJob = (typeof JOB_CATALOGUE)[number];
export type JobName = CatalogueJob['name'];

/** The jobs a worker app must consume, by the catalogue. */
export function jobsOf(app: WorkerApp): JobDefinition<z.ZodType, z.ZodType>[] {
  return JOB_CATALOGUE.filter((def) => def.handledBy === app) as JobDefinition<z.ZodType, z.ZodType>[];
}

type HandlerOf<D> = D extends JobDefinition<infer P, infer R> ? JobHandler<P, R> : never;
/** One handler per job the app owns, each typed by its job's payload and result schemas. */
export type WorkerHandlers<A extends WorkerApp> = { [N in Extract<CatalogueJob, { handledBy: A }>['name']]: HandlerOf<Extract<CatalogueJob, { name: N }>> };

/**
 * Starts one consumer per catalogue job of `app`, with its handler. Fails at start, naming the
 * job, when a handler is missing, or given for a job this app does not own: a worker never runs
 * with a queue nobody consumes.
 */
export async function startWorkerConsumers<A extends WorkerApp>(
  app: A, handlers: WorkerHandlers<NoInfer<A>>,
  opts: { connection: RedisConnection; prefix: string; concurrency: number },
  /** per-job options where a job needs other than `opts` (e.g. long ingest runs one at a time) */
  perJob: Partial<Record<string, { concurrency: number }>> = {},
): Promise<Consumer[]> {
  const mine = jobsOf(app);
  const byName = handlers as unknown as Record<string, JobHandler<z.ZodType, z.ZodType> | undefined>;
  const missing = mine.filter((def) => !byName[def.name]).map((def) => def.name);
  const foreign = Object.keys(handlers).filter((name) => !mine.some((def) => def.name === name));
  if (missing.length > 0 || foreign.length > 0) {
    throw new Error(`${app}: ${missing.length ? `no handler for its job(s) ${missing.join(', ')}` : ''}${missing.length && foreign.length ? '; ' : ''}${foreign.length ? `handler(s) for job(s) it does not own: ${foreign.join(', ')}` : ''}`);
  }
  return Promise.all(mine.map((def) => createConsumer(def, byName[def.name]!, { ...opts, ...perJob[def.name] })));
}
