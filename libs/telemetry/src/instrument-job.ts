import type { Logger } from 'pino';
import type { Metrics } from './metrics';

type Outcome = { ok: true } | { ok: false; code: string };

/**
 * Wraps one job run with its child logger, duration histogram and failure counter, so every
 * worker reports jobs the same way. Thrown errors count as crashes and are rethrown for retry.
 */
export async function instrumentJob<R extends Outcome>(
  t: { metrics: Metrics; logger: Logger; queue: string },
  job: { jobId: string; attempt: number; describe: Record<string, unknown> },
  run: (log: Logger) => Promise<R>,
): Promise<R> {
  const log = t.logger.child({ jobId: job.jobId, queue: t.queue, attempt: job.attempt });
  const stop = t.metrics.jobDuration.startTimer({ queue: t.queue });
  try {
    const result = await run(log);
    stop({ outcome: result.ok ? 'completed' : 'failed' });
    if (!result.ok) t.metrics.jobFailures.inc({ queue: t.queue, code: result.code });
    log.info({ ...job.describe, ok: result.ok, code: result.ok ? undefined : result.code }, `${t.queue} job done`);
    return result;
  } catch (err) {
    stop({ outcome: 'crashed' });
    t.metrics.jobFailures.inc({ queue: t.queue, code: 'CRASH' });
    // a zero-data-retention job's error text may name its target: its kind only
    const logged = job.describe.zeroDataRetention ? { type: err instanceof Error ? err.name : typeof err } : err;
    log.error({ ...job.describe, err: logged }, `${t.queue} job crashed`);
    throw err;
  }
}
