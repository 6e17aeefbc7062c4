import pino from 'pino';
import { instrumentJob } from './instrument-job';
import { createMetrics } from './metrics';

const logger = pino({ level: 'silent' });

describe('instrumentJob', () => {
  it('records duration and classified failures', async () => {
    const metrics = createMetrics('t');
    await instrumentJob({ metrics, logger, queue: 'scrape' }, { jobId: 'j1', attempt: 1, describe: {} }, async () => ({ ok: true as const }));
    await instrumentJob({ metrics, logger, queue: 'scrape' }, { jobId: 'j2', attempt: 1, describe: {} }, async () => ({ ok: false as const, code: 'SCRAPE_TIMEOUT' }));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/wsa_job_duration_seconds_count\{[^}]*outcome="completed"[^}]*\} 1/);
    expect(text).toMatch(/wsa_job_failures_total\{queue="scrape",code="SCRAPE_TIMEOUT",app="t"\} 1/);
  });
  it('counts a thrown error as a crash and rethrows it', async () => {
    const metrics = createMetrics('t');
    await expect(instrumentJob({ metrics, logger, queue: 'search' }, { jobId: 'j', attempt: 1, describe: {} }, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(await metrics.registry.metrics()).toMatch(/wsa_job_failures_total\{queue="search",code="CRASH",app="t"\} 1/);
  });
});
