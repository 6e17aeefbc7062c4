import { ApiError, crashedError, waitTimedOutError, type JobEndpoint, type JobFailure } from '@wsa/contracts';
import type { Db } from '@wsa/db';
import { JobWaitTimeoutError, type Producer } from '@wsa/queue';
import type { z } from 'zod';
import { cancelJobRecord, failJobRecord } from '../shared/job-lifecycle';

/**
 * Waits for a job up to its deadline plus grace. Past it the job is cancelled (queue and record)
 * and the caller gets 408; a job that crashed on every attempt answers with what its record says.
 */
export async function awaitJob<P extends z.ZodType, R extends z.ZodType>(
  db: Db, producer: Producer<P, R>, jobId: string, waitMs: number, endpoint: JobEndpoint,
  /** the job's settled outcome as a result (null when nothing was stored) */
  settled: () => Promise<z.output<R> | null>,
): Promise<z.output<R>> {
  try {
    return await producer.waitForResult(jobId, waitMs);
  } catch (err) {
    if (err instanceof JobWaitTimeoutError) {
      await producer.cancel(jobId).catch(() => undefined);
      // A job settled in PostgreSQL whose completion never reached the queue (Redis lost it in a
      // restart) is answered from its record: a charged job is never answered with a 408.
      if (!(await cancelJobRecord(db, jobId, endpoint, `timed out after ${waitMs} ms`))) {
        const outcome = await settled();
        if (outcome) return outcome;
      }
      throw waitTimedOutError(endpoint);
    }
    // The queue gave up on the job (every attempt crashed, or it stalled too often). The answer and
    // the record must agree: mark it failed, unless a holder settled it meanwhile, whose outcome
    // is then the answer (so an error is never answered for a job that was charged).
    if (!(await failJobRecord(db, jobId, `${endpoint} failed on every attempt`))) {
      const outcome = await settled();
      if (outcome) return outcome;
    }
    // the crash detail (possibly internal) stays in the job row and the worker log, not in the answer
    throw crashedError(endpoint, jobId);
  }
}

export function failureToError(f: JobFailure): ApiError {
  return new ApiError(f.code, f.message, f.details);
}
