import { ApiError, ERROR_MESSAGES, ScrapeDocumentSchema } from '@wsa/contracts';
import { findJob } from '@wsa/db';
import type { Caller, GatewayDeps } from './gateway-deps';

const STATUS_NAMES = { queued: 'scraping', running: 'scraping', completed: 'completed', failed: 'failed', cancelled: 'cancelled' } as const;

/** GET /v2/scrape/:jobId: a stored scrape of the caller's own team. */
export async function getScrapeJob(deps: Pick<GatewayDeps, 'db'>, caller: Caller, jobId: string) {
  const job = await findJob(deps.db, jobId);
  // another team's job answers exactly like a missing one: a different answer would tell the caller the id exists
  if (!job || job.kind !== 'scrape' || job.teamId !== caller.team.id) throw new ApiError('JOB_NOT_FOUND', ERROR_MESSAGES.jobNotFound);
  const status = STATUS_NAMES[job.status];
  if (job.status === 'failed' || job.status === 'cancelled') {
    return { success: false as const, status, code: job.errorCode ?? 'UNKNOWN_ERROR', error: job.errorMessage ?? 'The scrape failed.' };
  }
  if (job.status !== 'completed') return { success: true as const, status };
  const data = job.result ? ScrapeDocumentSchema.parse(job.result.document) : undefined;
  return { success: true as const, status, data, creditsUsed: job.creditsUsed };
}
