import type { Db } from '../client';
import type { Prisma } from '../generated/client';

export type JobFeedbackInput = { jobId: string; teamId: string; endpoint: string; rating: string; body: unknown };

/** Stores the first feedback on a job; a repeat (or a concurrent duplicate) gets the existing id back. */
export async function recordJobFeedback(db: Db, f: JobFeedbackInput): Promise<{ feedbackId: string; stored: boolean }> {
  try {
    const row = await db.jobFeedback.create({
      data: { jobId: f.jobId, teamId: f.teamId, endpoint: f.endpoint, rating: f.rating, body: f.body as Prisma.InputJsonValue },
      select: { id: true },
    });
    return { feedbackId: row.id, stored: true };
  } catch (err) {
    if ((err as { code?: string }).code !== 'P2002') throw err;
    const existing = await db.jobFeedback.findUnique({ where: { jobId: f.jobId }, select: { id: true } });
    if (!existing) throw err;
    return { feedbackId: existing.id, stored: false };
  }
}
