import type { Db } from '../client';

export type AuditEntryInput = {
  teamId: string; apiKeyId: string | null; jobId: string | null; username: string;
  endpoint: string;
  /** null under zero data retention */
  target: string | null;
  status: number;
  /** null: what the job row says it charged (a failed request's credits are settled there) */
  credits: number | null;
};

export type AuditEntry = Omit<AuditEntryInput, 'credits'> & { id: string; credits: number; createdAt: string };

export async function recordAuditEntry(db: Db, e: AuditEntryInput): Promise<void> {
  await db.sql.execute`
    INSERT INTO audit_log (team_id, api_key_id, job_id, username, endpoint, target, status, credits)
    VALUES (${e.teamId}::uuid, ${e.apiKeyId}::uuid, ${e.jobId}::uuid, ${e.username}, ${e.endpoint}, ${e.target?.slice(0, 4000) ?? null}, ${e.status},
      COALESCE(${e.credits}::int, (SELECT credits_used FROM jobs WHERE id = ${e.jobId}::uuid), 0))`;
}

type Row = { id: string; team_id: string; api_key_id: string | null; job_id: string | null; username: string; endpoint: string; target: string | null; status: number; credits: number; created_at: Date };

/**
 * One page of audit entries created at or after `since`, oldest first, after the entry `afterId`
 * (keyset paging on the serial id, which follows insertion order).
 */
export async function listAuditEntries(db: Db, q: { since: Date; afterId?: string; limit: number; teamId?: string }): Promise<AuditEntry[]> {
  const rows = await db.sql.query<Row>`
    SELECT id::text AS id, team_id, api_key_id, job_id, username, endpoint, target, status, credits, created_at
    FROM audit_log
    WHERE created_at >= ${q.since} AND id > ${q.afterId ?? '0'}::bigint AND (${q.teamId ?? null}::uuid IS NULL OR team_id = ${q.teamId ?? null}::uuid)
    ORDER BY id
    LIMIT ${q.limit}`;
  return rows.map((r) => ({
    id: r.id, teamId: r.team_id, apiKeyId: r.api_key_id, jobId: r.job_id, username: r.username, endpoint: r.endpoint,
    target: r.target, status: r.status, credits: r.credits, createdAt: new Date(r.created_at).toISOString(),
  }));
}
