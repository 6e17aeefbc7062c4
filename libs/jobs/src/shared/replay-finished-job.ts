import { isErrorCode, ScrapeDocumentSchema, SearchDataSchema, type JobFailure, type ScrapeJobResult, type SearchJobResult } from '@wsa/contracts';
import { Db, findJob } from '@wsa/db';
import { z } from 'zod';

/** The settled outcome of a job, as a retry or redelivery finds it in the job table. */
export type SettledJob =
  | { status: 'completed'; document: unknown; creditsUsed: number; resultCount: number | null }
  | { status: 'failed'; failure: JobFailure };

/**
 * Reads the final outcome a job was settled with, so that a retry, a redelivery or a stalled-job
 * restart answers exactly what the first run settled (idempotent) instead of running, charging or
 * failing again. `document` is null when nothing was stored (zero data retention).
 */
export async function readSettledJob(db: Db, jobId: string, what: string): Promise<SettledJob> {
  const job = await findJob(db, jobId);
  if (job?.status === 'completed') {
    return { status: 'completed', document: job.result?.document ?? null, creditsUsed: job.creditsUsed, resultCount: job.resultCount };
  }
  const code = isErrorCode(job?.errorCode) ? job.errorCode : 'UNKNOWN_ERROR';
  return { status: 'failed', failure: { ok: false, code, message: job?.errorMessage ?? `The ${what} failed.` } };
}

/** A settled scrape as its job result; null when it completed under zero data retention (nothing stored). */
export async function settledScrapeResult(db: Db, jobId: string): Promise<ScrapeJobResult | null> {
  const settled = await readSettledJob(db, jobId, 'scrape');
  if (settled.status === 'failed') return settled.failure;
  const stored = ScrapeDocumentSchema.safeParse(settled.document);
  return stored.success ? { ok: true, document: stored.data, billing: { cacheHit: false } } : null;
}

/** What finishSearchJob stores in job_results. */
const StoredSearchSchema = z.object({ data: SearchDataSchema, warning: z.string().optional() });

/** A settled search as its job result; null when it completed under zero data retention (nothing stored). */
export async function settledSearchResult(db: Db, jobId: string): Promise<SearchJobResult | null> {
  const settled = await readSettledJob(db, jobId, 'search');
  if (settled.status === 'failed') return settled.failure;
  const stored = StoredSearchSchema.safeParse(settled.document);
  if (!stored.success) return null;
  return { ok: true, ...stored.data, resultCount: settled.resultCount ?? 0, scrapeCredits: 0, creditsCharged: settled.creditsUsed };
}
