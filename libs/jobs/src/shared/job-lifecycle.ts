import { timeoutFailure, type JobEndpoint } from '@wsa/contracts';
import { Db, JobTransitionError, transitionJob } from '@wsa/db';

/** What a worker-side use case knows about the attempt it runs in. */
export type JobRunContext = { attempt: number; maxAttempts: number; signal: AbortSignal };

/**
 * What a worker should do with a job it was handed:
 * - `run`: do the work (a fresh job, or a redelivery of one whose previous holder crashed or lost
 *   its queue lock: the row still says `running` and this holder takes over);
 * - `cancelled`: the gateway already gave up on it, skip the work;
 * - `finished`: it already completed or failed (a retry, redelivery or stalled-job restart after
 *   the outcome was settled): answer with the stored outcome, never run or charge it again.
 */
export type StartOutcome = 'run' | 'cancelled' | 'finished';

export async function startJob(db: Db, jobId: string): Promise<StartOutcome> {
  try {
    await transitionJob(db, jobId, 'running');
    return 'run';
  } catch (err) {
    const actual = err instanceof JobTransitionError ? err.actual : undefined;
    if (actual === 'cancelled') return 'cancelled';
    if (actual === 'running') return 'run';
    if (actual === 'completed' || actual === 'failed') return 'finished';
    throw err;
  }
}

/** True when a settle was refused because the job already has its final outcome (another holder settled it). */
export function isAlreadySettled(err: unknown): boolean {
  return err instanceof JobTransitionError && (err.actual === 'completed' || err.actual === 'failed');
}

/**
 * After a thrown (unclassified) failure: back to `queued` while attempts remain, else `failed`.
 * The error is recorded so operators see why, never a silent stuck row.
 */
export async function recordJobCrash(db: Db, jobId: string, err: unknown, attempt: number, maxAttempts: number, zeroDataRetention = false): Promise<void> {
  // an unexpected error's text may hold the target: under zero data retention only its kind is kept
  const message = zeroDataRetention ? `${err instanceof Error ? err.name : 'Error'} (message withheld: zero data retention)` : err instanceof Error ? err.message : String(err);
  if (attempt < maxAttempts) {
    await transitionJob(db, jobId, 'queued', { errorCode: 'UNKNOWN_ERROR', errorMessage: `attempt ${attempt} crashed: ${message}` });
  } else {
    await transitionJob(db, jobId, 'failed', { errorCode: 'UNKNOWN_ERROR', errorMessage: message });
  }
}

/** Cancels a job the gateway stopped waiting for; a job that already finished keeps its final state. */
export async function cancelJobRecord(db: Db, jobId: string, endpoint: JobEndpoint, reason: string): Promise<boolean> {
  try {
    const failure = timeoutFailure(endpoint, reason);
    await transitionJob(db, jobId, 'cancelled', { errorCode: failure.code, errorMessage: failure.message });
    return true;
  } catch (err) {
    if (err instanceof JobTransitionError) return false;
    throw err;
  }
}

/** Fails a job the queue gave up on; false when it already has a final state (kept as it is). */
export async function failJobRecord(db: Db, jobId: string, reason: string): Promise<boolean> {
  try {
    await transitionJob(db, jobId, 'failed', { errorCode: 'UNKNOWN_ERROR', errorMessage: reason });
    return true;
  } catch (err) {
    if (err instanceof JobTransitionError) return false;
    throw err;
  }
}
