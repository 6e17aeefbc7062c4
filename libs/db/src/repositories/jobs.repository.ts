import type { Db } from '../client';
import type { Prisma } from '../generated/client';
import { allowedPredecessors, JobStatusName, JobTransitionError } from '../job-state';

export type JobKindName = 'scrape' | 'search' | 'session';
export type NewJob = { id: string; kind: JobKindName; teamId: string | null; apiKeyId: string | null; target: string; options: unknown };

export async function createJob(db: Db, job: NewJob): Promise<void> {
  await db.job.create({
    data: { id: job.id, kind: job.kind, teamId: job.teamId, apiKeyId: job.apiKeyId, target: job.target.slice(0, 4000), options: job.options as Prisma.InputJsonValue },
  });
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
  const now = new Date();
  const timing: Prisma.JobUpdateManyMutationInput = {};
  if (to === 'running') {
    timing.startedAt = now;
    timing.attempts = { increment: 1 };
  }
  if (to === 'completed' || to === 'failed' || to === 'cancelled') timing.finishedAt = now;
  const res = await db.job.updateMany({
    where: { id, status: { in: allowedPredecessors(to) } },
    data: { status: to, ...timing, ...fields, errorMessage: fields.errorMessage?.slice(0, 2000) },
  });
  if (res.count !== 1) {
    const row = await db.job.findUnique({ where: { id }, select: { status: true } });
    throw new JobTransitionError(id, to, row?.status ?? null);
  }
  if (timing.finishedAt) {
    await db.$executeRaw`UPDATE jobs SET duration_ms = (EXTRACT(EPOCH FROM (finished_at - created_at)) * 1000)::int WHERE id = ${id}::uuid`;
  }
}

export async function setJobCredits(db: Db, id: string, creditsUsed: number): Promise<void> {
  await db.job.update({ where: { id }, data: { creditsUsed } });
}

export async function saveJobResult(db: Db, jobId: string, document: unknown): Promise<void> {
  const json = document as Prisma.InputJsonValue;
  await db.jobResult.upsert({ where: { jobId }, create: { jobId, document: json }, update: { document: json } });
}

export async function findJob(db: Db, id: string) {
  return db.job.findUnique({ where: { id }, include: { result: true } });
}
