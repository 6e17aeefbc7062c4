import { msUntil, requestDeadline } from '@wsa/contracts';
import { ScrapeFailure } from './errors/scrape-failure';

/** The time a scrape may still use: the earlier of the job deadline and the request's own timeout. */
export type ScrapeBudget = {
  deadlineAt: number;
  /** Aborts when the caller aborts or the deadline passes, so every engine stops on either. */
  signal: AbortSignal;
  remainingMs(): number;
  /** Throws SCRAPE_TIMEOUT when nothing is left (checked between steps). */
  assertTimeLeft(): void;
  /** True when the caller (not the deadline) aborted. */
  cancelledByCaller(): boolean;
};

/** Engines need at least this long to do anything useful; less than that is a timeout already. */
const MIN_STEP_MS = 50;

export function createScrapeBudget(payloadDeadlineAt: number, timeoutMs: number, callerSignal: AbortSignal, now = Date.now()): ScrapeBudget {
  const deadlineAt = requestDeadline(timeoutMs, { now, notAfter: payloadDeadlineAt });
  const remainingMs = () => msUntil(deadlineAt);
  const signal = AbortSignal.any([callerSignal, AbortSignal.timeout(Math.max(1, deadlineAt - now))]);
  return {
    deadlineAt,
    signal,
    remainingMs,
    cancelledByCaller: () => callerSignal.aborted,
    assertTimeLeft() {
      if (callerSignal.aborted) throw new ScrapeFailure('SCRAPE_TIMEOUT', 'The scrape was cancelled.');
      if (remainingMs() < MIN_STEP_MS) throw timeoutFailure(timeoutMs);
    },
  };
}

export function timeoutFailure(timeoutMs: number): ScrapeFailure {
  return new ScrapeFailure('SCRAPE_TIMEOUT', `Scrape timed out after ${timeoutMs}ms.`);
}
