import { randomUUID } from 'crypto';
import type { ResearchFillResult, ResearchFillTask } from '@wsa/contracts';
import { JobWaitTimeoutError, type Producer, type researchFillJob } from '@wsa/queue';

type FillProducer = Producer<(typeof researchFillJob)['payload'], (typeof researchFillJob)['result']>;

/**
 * The Research Index's fill port: a job for the search worker (which holds the source adapters and
 * their rate limits), awaited for at most the request's budget. Past it the job is left to finish
 * (what it stores serves the next request) and the caller answers from the index with a warning.
 */
export function createResearchFill(producer: FillProducer) {
  return async (task: ResearchFillTask, budgetMs: number): Promise<ResearchFillResult | null> => {
    if (budgetMs <= 0) return null;
    const jobId = randomUUID();
    await producer.enqueue(jobId, { jobId, deadlineAt: Date.now() + budgetMs, task });
    try {
      return await producer.waitForResult(jobId, budgetMs);
    } catch (err) {
      if (err instanceof JobWaitTimeoutError) return null;
      throw err;
    }
  };
}
