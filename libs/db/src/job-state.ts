// The job state machine, in one place. A move not listed here is a bug and throws.
export type JobStatusName = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

const ALLOWED: Record<JobStatusName, JobStatusName[]> = {
  queued: ['running', 'cancelled', 'failed'],
  running: ['completed', 'failed', 'cancelled', 'queued'],
  completed: [],
  failed: [],
  cancelled: [],
};

export function allowedPredecessors(to: JobStatusName): JobStatusName[] {
  return (Object.keys(ALLOWED) as JobStatusName[]).filter((from) => ALLOWED[from].includes(to));
}

export function canTransition(from: JobStatusName, to: JobStatusName): boolean {
  return ALLOWED[from].includes(to);
}

export class JobTransitionError extends Error {
  constructor(readonly jobId: string, readonly to: JobStatusName, readonly actual: JobStatusName | null) {
    super(`job ${jobId}: cannot move to ${to} from ${actual ?? 'missing'}`);
  }
}
