import type { Db } from '../client';
import type { Prisma } from '../generated/client';

export type LedgerKind = 'grant' | 'charge' | 'refund' | 'adjustment';
export type LedgerEntryInput = { teamId: string; delta: number; kind: LedgerKind; reason: string; jobId?: string };

/**
 * The only way a balance moves: the team's balance and its ledger row change in one transaction,
 * and the row records the balance after the move so the history is auditable line by line.
 */
export async function applyLedgerEntry(db: Db, entry: LedgerEntryInput): Promise<number> {
  return db.$transaction((tx) => applyLedgerEntryIn(tx, entry));
}

/** The same, inside a transaction the caller already holds (so other writes commit with it). */
export async function applyLedgerEntryIn(tx: Prisma.TransactionClient, entry: LedgerEntryInput): Promise<number> {
  if (!Number.isInteger(entry.delta)) throw new Error('ledger delta must be an integer');
  const team = await tx.team.update({
    where: { id: entry.teamId },
    data: { creditBalance: { increment: entry.delta } },
    select: { creditBalance: true },
  });
  await tx.creditLedger.create({
    data: { teamId: entry.teamId, jobId: entry.jobId, kind: entry.kind, delta: entry.delta, balanceAfter: team.creditBalance, reason: entry.reason },
  });
  return team.creditBalance;
}

export async function listLedger(db: Db, teamId: string, limit = 100) {
  const rows = await db.creditLedger.findMany({ where: { teamId }, orderBy: { id: 'desc' }, take: limit });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}

export async function ledgerForJob(db: Db, jobId: string) {
  const rows = await db.creditLedger.findMany({ where: { jobId }, orderBy: { id: 'asc' } });
  return rows.map((r) => ({ ...r, id: r.id.toString() }));
}
