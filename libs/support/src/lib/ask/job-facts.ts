import { findJob, type Db } from '@wsa/db';

/** What the team's job record says about a call: the facts a diagnosis starts from. */
export type JobFacts = {
  jobId: string;
  kind: 'scrape' | 'search' | 'session';
  status: string;
  target: string;
  /** the validated request body as stored */
  options: Record<string, unknown>;
  errorCode: string | null;
  errorMessage: string | null;
  statusCode: number | null;
  enginesTried: string[];
  durationMs: number | null;
  creditsUsed: number;
  /** characters of markdown in the stored document (completed scrapes; absent under zero data retention) */
  markdownChars?: number;
  warning?: string;
};

/**
 * The job, if it is the team's: another team's job answers exactly like a missing one (the same
 * rule as GET /v2/scrape/:jobId), so an id of someone else's job reveals nothing.
 */
export async function readJobFacts(db: Db, teamId: string, jobId: string): Promise<JobFacts | null> {
  const job = await findJob(db, jobId);
  if (!job || job.teamId !== teamId) return null;
  const document = (job.result?.document ?? undefined) as { markdown?: unknown; warning?: unknown } | undefined;
  return {
    jobId: job.id,
    kind: job.kind,
    status: job.status,
    target: job.target,
    options: (job.options ?? {}) as Record<string, unknown>,
    errorCode: job.errorCode,
    errorMessage: job.errorMessage,
    statusCode: job.resultStatusCode,
    enginesTried: enginesTried(job.errorMessage),
    durationMs: job.durationMs,
    creditsUsed: job.creditsUsed,
    ...(document && typeof document.markdown === 'string' ? { markdownChars: document.markdown.trim().length } : {}),
    ...(document && typeof document.warning === 'string' ? { warning: document.warning } : {}),
  };
}

/** Engines named in a failure message: "All scraping engines failed (tried: http, chromium)" or "chromium: ...". */
export function enginesTried(message: string | null): string[] {
  if (!message) return [];
  const listed = /\(tried: (.*?)\)(?:\.\s|\.?$)/.exec(message);
  if (listed) return listed[1].split(',').map((s) => s.trim()).filter(Boolean);
  const prefixed = /^(http|chromium)(?: \(enhanced\))?:/.exec(message);
  return prefixed ? [prefixed[0].slice(0, -1)] : [];
}
