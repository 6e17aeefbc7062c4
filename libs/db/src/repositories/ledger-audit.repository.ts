import type { Db } from '../client';

// Failures the contract bills: a lockdown cache miss costs 1 credit (compat.md). Any other charged
// failure is an error answer that was charged.
const BILLED_FAILURE_CODES = ['SCRAPE_LOCKDOWN_CACHE_MISS'];

export type LedgerAudit = {
  /** completed jobs whose credits_used disagrees with their charge rows */
  mismatchedCharges: { jobId: string; kind: string; creditsUsed: number; charged: number }[];
  /** failed or cancelled jobs with a charge (an error answer that was charged) */
  chargedErrors: { jobId: string; kind: string; status: string; errorCode: string | null; charged: number }[];
  /** charge or refund rows whose job is gone (the foreign key nulls job_id when a job is deleted) */
  orphanRows: { id: string; teamId: string; kind: string; delta: number; reason: string; createdAt: Date }[];
  clean: boolean;
};

/**
 * Checks the ledger against the job table. A scrape's credits_used must equal its charge rows; a
 * search's credits_used also counts the scrapes of its results (each its own job, audited as such),
 * so its own charges may only be at most credits_used. Refunds (search feedback) are not charges.
 */
export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const mismatchedCharges = await db.sql.query<LedgerAudit['mismatchedCharges'][number]>`
    SELECT j.id AS "jobId", j.kind::text AS kind, j.credits_used AS "creditsUsed", COALESCE(c.charged, 0)::int AS charged
    FROM jobs j
    LEFT JOIN (SELECT job_id, -SUM(delta) AS charged FROM credit_ledger WHERE kind = 'charge' AND job_id IS NOT NULL GROUP BY job_id) c ON c.job_id = j.id
    WHERE j.status = 'completed'
      AND CASE WHEN j.kind = 'search' THEN COALESCE(c.charged, 0) > j.credits_used ELSE COALESCE(c.charged, 0) <> j.credits_used END
    ORDER BY j.created_at LIMIT 1000`;
  const chargedErrors = await db.sql.query<LedgerAudit['chargedErrors'][number]>`
    SELECT j.id AS "jobId", j.kind::text AS kind, j.status::text AS status, j.error_code AS "errorCode", c.charged::int AS charged
    FROM jobs j
    JOIN (SELECT job_id, -SUM(delta) AS charged FROM credit_ledger WHERE kind = 'charge' AND job_id IS NOT NULL GROUP BY job_id) c ON c.job_id = j.id
    WHERE j.status IN ('failed', 'cancelled') AND c.charged <> 0
      AND NOT (j.status = 'failed' AND j.error_code = ANY(${BILLED_FAILURE_CODES}))
    ORDER BY j.created_at LIMIT 1000`;
  const orphans = await db.sql.query<Omit<LedgerAudit['orphanRows'][number], 'id'> & { id: string | bigint }>`
    SELECT id::text AS id, team_id AS "teamId", kind::text AS kind, delta, reason, created_at AS "createdAt"
    FROM credit_ledger WHERE kind IN ('charge', 'refund') AND job_id IS NULL
    ORDER BY id LIMIT 1000`;
  const orphanRows = orphans.map((r) => ({ ...r, id: String(r.id) }));
  return { mismatchedCharges, chargedErrors, orphanRows, clean: !mismatchedCharges.length && !chargedErrors.length && !orphanRows.length };
}
