import {
  auditLedger, cancelJobByOperator, Db, findTeamByName, JobNotCancellableError, JobStatusName, listJobsForOperator,
} from '@wsa/db';
import { withdrawJob, type QueueName, type RedisConnection } from '@wsa/queue';
import { Findings, type Flags, UsageError } from './cli-errors';
import { parseDuration } from './duration';

export type QueueAccess = () => { connection: RedisConnection; prefix: string };

const STATUSES: JobStatusName[] = ['queued', 'running', 'completed', 'failed', 'cancelled'];
/** `jobs audit` found inconsistencies (1 is an error, 2 a usage error). */
export const AUDIT_FINDINGS_EXIT_CODE = 3;

function listFilter(flags: Flags) {
  const status = flags.status;
  if (status !== undefined && !STATUSES.includes(status as JobStatusName)) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
  let olderThanMs: number | undefined;
  if (flags['older-than'] !== undefined) {
    const ms = parseDuration(String(flags['older-than']));
    if (ms === null) throw new UsageError('--older-than takes a duration such as 90s, 10m, 2h or 1d');
    olderThanMs = ms;
  }
  const limit = flags.limit === undefined ? 50 : Number(flags.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
  return { status: status as JobStatusName | undefined, olderThanMs, limit };
}

export function jobCommands(queueAccess: QueueAccess): Record<string, (db: Db, flags: Flags, args: string[]) => Promise<unknown>> {
  return {
    async 'jobs list'(db, flags) {
      const filter = listFilter(flags);
      let teamId: string | undefined;
      if (typeof flags.team === 'string') {
        const team = await findTeamByName(db, flags.team);
        if (!team) throw new UsageError(`no team named "${flags.team}"`);
        teamId = team.id;
      }
      const jobs = await listJobsForOperator(db, { ...filter, teamId });
      return { count: jobs.length, jobs };
    },
    async 'jobs cancel'(db, _flags, args) {
      if (!args[0]) throw new UsageError('usage: jobs cancel <jobId>');
      let cancelled;
      try {
        cancelled = await cancelJobByOperator(db, args[0]);
      } catch (err) {
        if (err instanceof JobNotCancellableError) throw new UsageError(err.message);
        throw err;
      }
      // the record first (a worker finishing meanwhile is then refused), then the queue
      const { connection, prefix } = queueAccess();
      const queue = await withdrawJob(connection, prefix, cancelled.job.kind as QueueName, cancelled.job.id);
      return { ...cancelled, queue };
    },
    async 'jobs audit'(db) {
      const audit = await auditLedger(db);
      return audit.clean ? audit : new Findings(audit, AUDIT_FINDINGS_EXIT_CODE);
    },
  };
}

export const JOB_FLAGS = ['status', 'older-than'];
export const JOB_USAGE = `  jobs list [--status queued|running|completed|failed|cancelled] [--older-than <90s|10m|2h|1d>] [--team <name>] [--limit <n>]
  jobs cancel <jobId>
  jobs audit   (exit code ${AUDIT_FINDINGS_EXIT_CODE} when it finds a charge that disagrees with the job table)`;
