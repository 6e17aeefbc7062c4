import type { Db } from '../client';
import type { Prisma } from '../generated/client';
import { applyLedgerEntry } from './ledger.repository';

export type FeedbackInput = { jobId: string; teamId: string; rating: string; body: unknown; refund: number; dailyCap: number };
export type FeedbackOutcome =
  | { stored: true; feedbackId: string; creditsRefunded: number; creditsRefundedToday: number; dailyCapReached: boolean }
  | { stored: false; feedbackId: string };

export async function findFeedbackForJob(db: Db, jobId: string) {
  return db.searchFeedback.findUnique({ where: { jobId }, select: { id: true } });
}

/**
 * Stores the first feedback of a job and refunds through the ledger while the team is under its
 * daily cap, in one transaction; the unique job_id makes a concurrent duplicate lose cleanly.
 */
export async function recordSearchFeedback(db: Db, f: FeedbackInput): Promise<FeedbackOutcome> {
  const dayStart = new Date();
  dayStart.setUTCHours(0, 0, 0, 0);
  try {
    return await db.$transaction(async (tx) => {
      const today = await tx.searchFeedback.aggregate({ where: { teamId: f.teamId, createdAt: { gte: dayStart } }, _sum: { creditsRefunded: true } });
      const refundedToday = today._sum.creditsRefunded ?? 0;
      const refund = refundedToday + f.refund <= f.dailyCap ? f.refund : 0;
      const row = await tx.searchFeedback.create({
        data: { jobId: f.jobId, teamId: f.teamId, rating: f.rating, body: f.body as Prisma.InputJsonValue, creditsRefunded: refund },
        select: { id: true },
      });
      if (refund > 0) await applyLedgerEntry(tx, { teamId: f.teamId, delta: refund, kind: 'refund', reason: 'search feedback', jobId: f.jobId });
      return { stored: true as const, feedbackId: row.id, creditsRefunded: refund, creditsRefundedToday: refundedToday + refund, dailyCapReached: refund === 0 && f.refund > 0 };
    });
  } catch (err) {
    const existing = (err as { code?: string }).code === 'P2002' ? await findFeedbackForJob(db, f.jobId) : null;
    if (existing) return { stored: false, feedbackId: existing.id };
    throw err;
  }
}
