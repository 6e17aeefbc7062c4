import type { JobFailure } from '../jobs/job-outcome.schema';
import { ApiError } from './api-error';

/**
 * The failures every job kind can end with, built in one place beside the error table, so each
 * endpoint answers its own codes (a search never answers SCRAPE_TIMEOUT) with one message each.
 */
export type JobEndpoint = 'scrape' | 'search';

const TIMEOUT = { scrape: 'SCRAPE_TIMEOUT', search: 'SEARCH_TIMEOUT' } as const;
const CRASHED = { scrape: 'SCRAPE_ALL_ENGINES_FAILED', search: 'SEARCH_JOB_FAILED' } as const;
const NAME = { scrape: 'scrape', search: 'search' } as const;
const HINT = { scrape: ' Try a longer timeout, or fewer formats and actions.', search: ' Try a longer timeout or a lower limit.' } as const;

/** The job ran out of its time (`detail` says where). */
export function timeoutFailure(endpoint: JobEndpoint, detail: string): JobFailure {
  return { ok: false, code: TIMEOUT[endpoint], message: detail };
}

/** The gateway gave up before a worker started the job. */
export function cancelledBeforeStart(endpoint: JobEndpoint): JobFailure {
  return timeoutFailure(endpoint, `The ${NAME[endpoint]} was cancelled before it started (request timed out).`);
}

/** A worker finished the job after the gateway had answered 408: nothing charged or stored. */
export function finishedAfterTimeout(endpoint: JobEndpoint): JobFailure {
  return timeoutFailure(endpoint, `The ${NAME[endpoint]} finished after the request had timed out; it was not charged.`);
}

/** The gateway's 408 when its wait ends. */
export function waitTimedOutError(endpoint: JobEndpoint): ApiError {
  const name = NAME[endpoint];
  return new ApiError(TIMEOUT[endpoint], `${name.charAt(0).toUpperCase()}${name.slice(1)} timed out.${HINT[endpoint]}`);
}

/** Every attempt crashed (or the queue gave up): the cause stays in the job record and the worker log. */
export function crashedError(endpoint: JobEndpoint, jobId: string): ApiError {
  const name = NAME[endpoint];
  return new ApiError(CRASHED[endpoint], `${name.charAt(0).toUpperCase()}${name.slice(1)} failed unexpectedly on every attempt (job ${jobId}); the operator can find the cause in the job record and the worker log.`);
}
