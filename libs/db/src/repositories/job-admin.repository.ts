import type { Db } from '../client';
import type { JobStatusName } from '../job-state';
import { ledgerForJob } from './ledger.repository';
import { transitionJob } from './jobs.repository';

export type JobListFilter = { status?: JobStatusName; olderThanMs?: number; teamId?: string; limit?: number };

/** Operators' view of the job table: newest first, filtered by state, age and team. */
export async function listJobsForOperator(db: Db, f: JobListFilter) {
  const rows = await db.job.findMany({
    where: {
      ...(f.status ? { status: f.status } : {}),
      ...(f.teamId ? { teamId: f.teamId } : {}),
      ...(f.olderThanMs !== undefined ? { createdAt: { lt: new Date(Date.now() - f.olderThanMs) } } : {}),
    },
    orderBy: { createdAt: 'desc' },
    take: f.limit ?? 50,
    include: { team: { select: { name: true } } },
  });
  const now = Date.now();
  return rows.map((j) => ({
    id: j.id, kind: j.kind, status: j.status, team: j.team?.name ?? null, target: j.target.slice(0, 200),
    createdAt: j.createdAt, startedAt: j.startedAt, ageSeconds: Math.round((now - j.createdAt.getTime()) / 1000),
    attempts: j.attempts, creditsUsed: j.creditsUsed, errorCode: j.errorCode,
  }));
}

/** A job's ledger effect: what its rows charged (positive) and refunded, and the rows themselves. */
export async function jobLedgerEffect(db: Db, jobId: string) {
  const rows = await ledgerForJob(db, jobId);
  const charged = -rows.filter((r) => r.kind === 'charge').reduce((sum, r) => sum + r.delta, 0);
  const refunded = rows.filter((r) => r.kind === 'refund').reduce((sum, r) => sum + r.delta, 0);
  return { charged, refunded, rows };
}

export class JobNotCancellableError extends Error {}

/**
 * Ends a queued or running job as cancelled through the state machine (the same move a request
 * timeout makes). The worker's later settlement of that job is refused, so it is neither charged
 * nor stored. Returns the job after the move and its ledger effect.
 */
export async function cancelJobByOperator(db: Db, jobId: string, reason = 'The job was cancelled by the operator.') {
  const before = await db.job.findUnique({ where: { id: jobId } });
  if (!before) throw new JobNotCancellableError(`no job ${jobId}`);
  if (before.status !== 'queued' && before.status !== 'running') {
    throw new JobNotCancellableError(`job ${jobId} is ${before.status}: only queued or running jobs can be cancelled`);
  }
  // an existing contract code: GET /v2/scrape/:id answers it as the job's error
  await transitionJob(db, jobId, 'cancelled', { errorCode: 'SERVICE_UNAVAILABLE', errorMessage: reason });
  const after = await db.job.findUniqueOrThrow({ where: { id: jobId } });
  return {
    job: { id: after.id, kind: after.kind, teamId: after.teamId, previousStatus: before.status, status: after.status, creditsUsed: after.creditsUsed },
    ledger: await jobLedgerEffect(db, jobId),
  };
}
