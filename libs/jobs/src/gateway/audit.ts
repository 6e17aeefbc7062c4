import { ApiError } from '@wsa/contracts';
import { recordAuditEntry, type Db } from '@wsa/db';
import type { Caller } from './gateway-deps';

export type AuditContext = {
  endpoint: 'scrape' | 'search';
  /** auditMetadata.username; no username, no audit entry */
  username: string | undefined;
  /** the URL or query; null under zero data retention */
  target: string | null;
  jobId: string;
};

/**
 * Runs one request and, when it carried auditMetadata, records who asked, what, the answer's HTTP
 * status and the credits charged, whether it succeeded or failed. A failed audit write fails the
 * request (500): an enterprise asked for attribution, so an unrecorded answer is not acceptable.
 */
export async function withAudit<T>(db: Db, caller: Caller | null, ctx: AuditContext, run: () => Promise<T>, creditsOf: (answer: T) => number): Promise<T> {
  if (!ctx.username || !caller) return run();
  const entry = { teamId: caller.team.id, apiKeyId: caller.keyId, jobId: ctx.jobId, username: ctx.username, endpoint: ctx.endpoint, target: ctx.target };
  let answer: T;
  try {
    answer = await run();
  } catch (err) {
    const status = err instanceof ApiError ? err.status : 500;
    await recordAuditEntry(db, { ...entry, status, credits: null });
    throw err;
  }
  await recordAuditEntry(db, { ...entry, status: 200, credits: creditsOf(answer) });
  return answer;
}
