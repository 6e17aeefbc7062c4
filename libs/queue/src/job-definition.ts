import type { z } from 'zod';

/**
 * Queue names are part of the stored state in Redis: never rename one, or queued jobs are stranded.
 */
export const QUEUE_NAMES = ['scrape', 'search', 'session'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export type JobDefinition<P extends z.ZodType, R extends z.ZodType> = {
  queue: QueueName;
  /** job name inside the queue */
  name: string;
  payload: P;
  result: R;
  /** attempts for retryable failures (thrown errors); classified failures are returned, not thrown */
  attempts: number;
  backoffMs: number;
};

export function defineJob<P extends z.ZodType, R extends z.ZodType>(def: JobDefinition<P, R>): JobDefinition<P, R> {
  return def;
}
