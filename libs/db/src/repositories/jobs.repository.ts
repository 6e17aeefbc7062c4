import type { Db } from '../client';
import { allowedPredecessors, JobStatusName, JobTransitionError } from '../job-state';

export type JobKindName = 'scrape' | 'search' | 'session';
export type NewJob = { id: string; kind: JobKindName; teamId: string | null; apiKeyId: string | null; target: string; options: unknown };

// Creation and transitions run on every request: prepared statements (see sql.ts).
export async function createJob(db: Db, job: NewJob): Promise<void> {
  await db.sql.execute`
    INSERT INTO jobs (id, kind, team_id, api_key_id, target, options)
    VALUES (${job.id}::uuid, ${job.kind}::job_kind, ${job.teamId}::uuid, ${job.apiKeyId}::uuid, ${job.target.slice(0, 4000)}, ${JSON.stringify(job.options)}::jsonb)`;
}

export type JobOutcomeFields = {
  resultStatusCode?: number | null; resultTitle?: string | null; resultCount?: number | null;
  errorCode?: string | null; errorMessage?: string | null; creditsUsed?: number;
};

/**
 * Moves a job along the state machine atomically (the row must be in an allowed predecessor state).
 * A refused move throws: a failed status update is an error, never swallowed.
 */
export async function transitionJob(db: Db, id: string, to: JobStatusName, fields: JobOutcomeFields = {}): Promise<void> {
  const running = to === 'running';
  const final = to === 'completed' || to === 'failed' || to === 'cancelled';
  // null parameters leave a column as it is
  const count = await db.sql.execute`
    UPDATE jobs SET
      status = ${to}::job_status,
      attempts = attempts + ${running ? 1 : 0},
      started_at = CASE WHEN ${running} THEN now() ELSE started_at END,
      finished_at = CASE WHEN ${final} THEN now() ELSE finished_at END,
      duration_ms = CASE WHEN ${final} THEN (EXTRACT(EPOCH FROM (now() - created_at)) * 1000)::int ELSE duration_ms END,
      result_status_code = COALESCE(${fields.resultStatusCode ?? null}::int, result_status_code),
      result_title = COALESCE(${fields.resultTitle ?? null}, result_title),
      result_count = COALESCE(${fields.resultCount ?? null}::int, result_count),
      error_code = COALESCE(${fields.errorCode ?? null}, error_code),
      error_message = COALESCE(${fields.errorMessage?.slice(0, 2000) ?? null}, error_message),
      credits_used = COALESCE(${fields.creditsUsed ?? null}::int, credits_used)
    WHERE id = ${id}::uuid AND status::text = ANY(${allowedPredecessors(to)})`;
  if (count !== 1) throw await refusedMove(db, id, to);
}

/** The error for a state move the row refused, naming the state it is actually in. */
export async function refusedMove(db: Db, id: string, to: JobStatusName): Promise<JobTransitionError> {
  const rows = await db.sql.query<{ status: JobStatusName }>`SELECT status::text AS status FROM jobs WHERE id = ${id}::uuid`;
  return new JobTransitionError(id, to, rows[0]?.status ?? null);
}

export async function findJob(db: Db, id: string) {
  return db.job.findUnique({ where: { id }, include: { result: true } });
}
