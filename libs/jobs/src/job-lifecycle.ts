import { Db, JobTransitionError, transitionJob } from '@wsa/db';

/**
 * Marks a job running. Returns false when the gateway already gave up on it (cancelled): the worker
 * then skips the work. A retry finds the row still `running` from the crashed attempt and goes on.
 */
export async function startJob(db: Db, jobId: string, attempt: number): Promise<boolean> {
  try {
    await transitionJob(db, jobId, 'running');
    return true;
  } catch (err) {
    if (err instanceof JobTransitionError) {
      if (err.actual === 'cancelled') return false;
      if (err.actual === 'running' && attempt > 1) return true;
    }
    throw err;
  }
}

/**
 * After a thrown (unclassified) failure: back to `queued` while attempts remain, else `failed`.
 * The error is recorded so operators see why, never a silent stuck row.
 */
export async function recordJobCrash(db: Db, jobId: string, err: unknown, attempt: number, maxAttempts: number): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  if (attempt < maxAttempts) {
    await transitionJob(db, jobId, 'queued', { errorCode: 'UNKNOWN_ERROR', errorMessage: `attempt ${attempt} crashed: ${message}` });
  } else {
    await transitionJob(db, jobId, 'failed', { errorCode: 'UNKNOWN_ERROR', errorMessage: message });
  }
}

/** Cancels a job the gateway stopped waiting for; a job that already finished keeps its final state. */
export async function cancelJobRecord(db: Db, jobId: string, reason: string): Promise<boolean> {
  try {
    await transitionJob(db, jobId, 'cancelled', { errorCode: 'SCRAPE_TIMEOUT', errorMessage: reason });
    return true;
  } catch (err) {
    if (err instanceof JobTransitionError) return false;
    throw err;
  }
}
