import type { Db } from '../client';
import { allowedPredecessors } from '../job-state';
import { refusedMove } from './jobs.repository';

export type JobSettlement = {
  jobId: string;
  to: 'completed' | 'failed';
  teamId: string | null;
  /** Credits charged in the ledger by this statement (0: no ledger row). */
  credits: number;
  /** The job record's credits_used, when it counts more than this charge (a search's scrapes). Default: credits. */
  creditsUsed?: number;
  /** The ledger row's reason. */
  reason: string;
  /** Stored in job_results; undefined stores nothing (failures, zero data retention). */
  document?: unknown;
  resultStatusCode?: number | null;
  resultTitle?: string | null;
  resultCount?: number | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  /** model tokens the job used (0: none) */
  tokensUsed?: number;
};

/**
 * Ends a job in one statement: the final state with its outcome fields, the charge (balance and
 * its ledger row) and the stored document. The charge and the document only happen when the state
 * move does, so a job the gateway already cancelled is neither billed nor stored, and nothing is
 * half-written if the process dies. One round trip instead of four on every scrape.
 *
 * Returns the team's balance after the charge (null without one). A refused move throws
 * JobTransitionError.
 */
export async function settleJob(db: Db, s: JobSettlement): Promise<number | null> {
  if (!Number.isInteger(s.credits) || s.credits < 0) throw new Error('credits must be a non-negative integer');
  const document = s.document === undefined ? null : JSON.stringify(s.document);
  const rows = await db.sql.query<{ settled: number; balance_after: number | null }>`
    WITH done AS (
      UPDATE jobs SET
        status = ${s.to}::job_status,
        finished_at = now(),
        duration_ms = (EXTRACT(EPOCH FROM (now() - created_at)) * 1000)::int,
        result_status_code = COALESCE(${s.resultStatusCode ?? null}::int, result_status_code),
        result_title = COALESCE(${s.resultTitle?.slice(0, 500) ?? null}::text, result_title),
        result_count = COALESCE(${s.resultCount ?? null}::int, result_count),
        error_code = COALESCE(${s.errorCode ?? null}::text, error_code),
        error_message = COALESCE(${s.errorMessage?.slice(0, 2000) ?? null}::text, error_message),
        credits_used = ${s.creditsUsed ?? s.credits}::int,
        tokens_used = ${s.tokensUsed ?? 0}::int
      WHERE id = ${s.jobId}::uuid AND status::text = ANY(${allowedPredecessors(s.to)}::text[])
      RETURNING id
    ), moved AS (
      UPDATE teams SET credit_balance = credit_balance - ${s.credits}::int, updated_at = now()
      WHERE id = ${s.teamId}::uuid AND ${s.credits}::int > 0 AND EXISTS (SELECT 1 FROM done)
      RETURNING credit_balance
    ), charged AS (
      INSERT INTO credit_ledger (team_id, job_id, kind, delta, balance_after, reason)
      SELECT ${s.teamId}::uuid, ${s.jobId}::uuid, 'charge'::ledger_kind, -${s.credits}::int, credit_balance, ${s.reason.slice(0, 500)}::text
      FROM moved RETURNING balance_after
    ), stored AS (
      INSERT INTO job_results (job_id, document)
      SELECT id, ${document}::jsonb FROM done WHERE ${document}::jsonb IS NOT NULL
      ON CONFLICT (job_id) DO UPDATE SET document = EXCLUDED.document
    )
    SELECT (SELECT count(*) FROM done)::int AS settled, (SELECT balance_after FROM charged) AS balance_after`;
  if (rows[0]?.settled !== 1) throw await refusedMove(db, s.jobId, s.to);
  return rows[0].balance_after;
}
