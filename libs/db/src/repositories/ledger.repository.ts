import type { Db } from '../client';
import type { SqlClient } from '../sql-client';

export type LedgerKind = 'grant' | 'charge' | 'refund' | 'adjustment';
export type LedgerEntryInput = { teamId: string; delta: number; kind: LedgerKind; reason: string; jobId?: string };

/**
 * The only way a balance moves: the team's balance and its ledger row change in one transaction,
 * and the row records the balance after the move so the history is auditable line by line.
 */
export async function applyLedgerEntry(db: SqlClient, entry: LedgerEntryInput): Promise<number> {
  if (!Number.isInteger(entry.delta)) throw new Error('ledger delta must be an integer');
  // one statement: the balance update and its ledger row are atomic without a transaction round trip
  const rows = await db.$queryRaw<{ balance_after: number }[]>`
    WITH moved AS (
      UPDATE teams SET credit_balance = credit_balance + ${entry.delta}, updated_at = now()
      WHERE id = ${entry.teamId}::uuid RETURNING credit_balance
    )
    INSERT INTO credit_ledger (team_id, job_id, kind, delta, balance_after, reason)
    SELECT ${entry.teamId}::uuid, ${entry.jobId ?? null}::uuid, ${entry.kind}::ledger_kind, ${entry.delta}, credit_balance, ${entry.reason}
    FROM moved RETURNING balance_after`;
  if (rows.length !== 1) throw new Error(`team ${entry.teamId} not found`);
  return rows[0].balance_after;
}

export async function listLedger(db: Db, teamId: string, limit = 100) {
  const rows = await db.creditLedger.findMany({ where: { teamId }, orderBy: { id: 'desc' }, take: limit });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}

export async function ledgerForJob(db: Db, jobId: string) {
  const rows = await db.creditLedger.findMany({ where: { jobId }, orderBy: { id: 'asc' } });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}
