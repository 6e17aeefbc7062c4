import type { Db } from '../client';

// Read-only views of a team's credit ledger and job table for the usage routes. Nothing here
// writes; balances only move through applyLedgerEntry and job settlement.

export type CreditTotals = { remaining: number; granted: number };

/** The balance and every credit ever granted to the team (grant rows of the ledger). */
export async function readCreditTotals(db: Db, teamId: string): Promise<CreditTotals | null> {
  const rows = await db.sql.query<{ remaining: number; granted: number }>`
    SELECT t.credit_balance AS remaining,
      COALESCE((SELECT sum(delta) FROM credit_ledger l WHERE l.team_id = t.id AND l.kind = 'grant'), 0)::int AS granted
    FROM teams t WHERE t.id = ${teamId}::uuid`;
  return rows[0] ?? null;
}

/** Credits used in one calendar month (UTC), optionally for one API key (its display prefix). */
export type CreditPeriod = { startDate: string; endDate: string; apiKey?: string; creditsUsed: number };

/**
 * Credits used per calendar month (UTC), newest first: charges less refunds. By key, each job's
 * charges count for the key that ran it; ledger rows without a keyed job (admin adjustments are
 * not usage anyway) are left out of that breakdown.
 */
export async function readCreditUsageByMonth(db: Db, teamId: string, byApiKey: boolean): Promise<CreditPeriod[]> {
  const rows = byApiKey
    ? await db.sql.query<PeriodRow>`
      SELECT date_trunc('month', l.created_at AT TIME ZONE 'UTC') AS month, k.key_prefix AS api_key, (-sum(l.delta))::int AS used
      FROM credit_ledger l JOIN jobs j ON j.id = l.job_id JOIN api_keys k ON k.id = j.api_key_id
      WHERE l.team_id = ${teamId}::uuid AND l.kind IN ('charge', 'refund')
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`
    : await db.sql.query<PeriodRow>`
      SELECT date_trunc('month', l.created_at AT TIME ZONE 'UTC') AS month, NULL AS api_key, (-sum(l.delta))::int AS used
      FROM credit_ledger l
      WHERE l.team_id = ${teamId}::uuid AND l.kind IN ('charge', 'refund')
      GROUP BY 1 ORDER BY 1 DESC`;
  return rows.map((r) => ({ ...monthBounds(r.month), ...(r.api_key ? { apiKey: r.api_key } : {}), creditsUsed: Math.max(0, r.used) }));
}

type PeriodRow = { month: Date; api_key: string | null; used: number };

export type TokenPeriod = { startDate: string; endDate: string; apiKey?: string; tokensUsed: number };

/** Model tokens the team's jobs used per calendar month (UTC), newest first, optionally per key. */
export async function readTokenUsageByMonth(db: Db, teamId: string, byApiKey: boolean): Promise<TokenPeriod[]> {
  const rows = byApiKey
    ? await db.sql.query<PeriodRow>`
      SELECT date_trunc('month', j.created_at AT TIME ZONE 'UTC') AS month, k.key_prefix AS api_key, sum(j.tokens_used)::int AS used
      FROM jobs j JOIN api_keys k ON k.id = j.api_key_id
      WHERE j.team_id = ${teamId}::uuid AND j.tokens_used > 0
      GROUP BY 1, 2 ORDER BY 1 DESC, 2`
    : await db.sql.query<PeriodRow>`
      SELECT date_trunc('month', j.created_at AT TIME ZONE 'UTC') AS month, NULL AS api_key, sum(j.tokens_used)::int AS used
      FROM jobs j
      WHERE j.team_id = ${teamId}::uuid AND j.tokens_used > 0
      GROUP BY 1 ORDER BY 1 DESC`;
  return rows.map((r) => ({ ...monthBounds(r.month), ...(r.api_key ? { apiKey: r.api_key } : {}), tokensUsed: r.used }));
}

// date_trunc of a timestamp without time zone comes back as local midnight of that month's first day
function monthBounds(month: Date): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(month.getFullYear(), month.getMonth(), 1));
  const end = new Date(Date.UTC(month.getFullYear(), month.getMonth() + 1, 1) - 1);
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}

export type TeamJobCounts = { waiting: number; active: number; mostRecentSuccess: Date | null };

/** The team's jobs waiting for a worker and running now, and when one last completed. */
export async function readTeamJobCounts(db: Db, teamId: string): Promise<TeamJobCounts> {
  const rows = await db.sql.query<{ waiting: number; active: number; last_success: Date | null }>`
    SELECT count(*) FILTER (WHERE status = 'queued')::int AS waiting,
      count(*) FILTER (WHERE status = 'running')::int AS active,
      (SELECT max(finished_at) FROM jobs WHERE team_id = ${teamId}::uuid AND status = 'completed') AS last_success
    FROM jobs WHERE team_id = ${teamId}::uuid AND status IN ('queued', 'running')`;
  const r = rows[0];
  return { waiting: r?.waiting ?? 0, active: r?.active ?? 0, mostRecentSuccess: r?.last_success ?? null };
}
