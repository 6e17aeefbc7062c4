import type { z } from 'zod';

/**
 * Queue names are part of the stored state in Redis: never rename one, or queued jobs are stranded.
 */
export const QUEUE_NAMES = ['scrape', 'search', 'session', 'research', 'research-ingest', 'developer'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** The processes that consume queues (interact sessions are reached by RPC, not through a queue). */
export type WorkerApp = 'scrape-worker' | 'search-worker';

export type JobDefinition<P extends z.ZodType, R extends z.ZodType> = {
  queue: QueueName;
  /** job name inside the queue */
  name: string;
  payload: P;
  result: R;
  /** attempts for retryable failures (thrown errors); classified failures are returned, not thrown */
  attempts: number;
  backoffMs: number;
  /** the worker app that must consume it (checked when that worker starts: catalogue.ts) */
  handledBy: WorkerApp;
};

/** Keeps the literal name and worker of a definition, so handler maps can be typed per job. */
export function defineJob<P extends z.ZodType, R extends z.ZodType, const N extends string, const W extends WorkerApp>(
  def: JobDefinition<P, R> & { name: N; handledBy: W },
): JobDefinition<P, R> & { name: N; handledBy: W } {
  return def;
}
