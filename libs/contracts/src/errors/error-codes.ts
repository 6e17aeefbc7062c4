/**
 * The closed set of error codes and the ONE table mapping each to its HTTP status.
 * Statuses the reference fixes (compat.md) are kept; the others are our choices, with reasons
 * where not obvious. The official JS client retries on 502, so 502 is used only where a retry
 * can help (transient upstream failures), never for deterministic ones.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'BAD_REQUEST_INVALID_JSON',
  'INVALID_JOB_ID',
  'PAYLOAD_TOO_LARGE',
  'FEATURE_NOT_AVAILABLE',
  'UNAUTHORIZED',
  'INSUFFICIENT_CREDITS',
  'FORBIDDEN',
  'ENTERPRISE_REQUIRED',
  'RATE_LIMIT_EXCEEDED',
  'NOT_FOUND',
  'JOB_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'SESSION_DESTROYED',
  'SESSION_LIMIT_REACHED',
  'PROFILE_IN_USE',
  'SEARCH_NOT_FOUND',
  'PAPER_NOT_FOUND',
  'FEEDBACK_WINDOW_EXPIRED',
  'SEARCH_FAILED',
  'SCRAPE_TIMEOUT',
  'SCRAPE_NO_CACHED_DATA',
  'SCRAPE_LOCKDOWN_CACHE_MISS',
  'SCRAPE_DNS_RESOLUTION_ERROR',
  'SCRAPE_BLOCKED_TARGET',
  'unsafe_domain_blocked',
  'SCRAPE_SSL_ERROR',
  'SCRAPE_TOO_LARGE',
  'SCRAPE_SITE_BLOCKED',
  'SCRAPE_ACTION_ERROR',
  'SCRAPE_PDF_ERROR',
  'SCRAPE_MEDIA_ERROR',
  'SCRAPE_ALL_ENGINES_FAILED',
  'SCRAPE_CONNECTION_ERROR',
  'SEARCH_PROVIDER_NOT_CONFIGURED',
  'SEARCH_PROVIDER_ERROR',
  'SEARCH_TIMEOUT',
  'SEARCH_JOB_FAILED',
  'support_agent_unavailable',
  'support_agent_timeout',
  'support_agent_unreachable',
  'SERVICE_UNAVAILABLE',
  'NOT_IMPLEMENTED',
  'SCRAPE_RESULT_INVALID',
  'SEARCH_RESULT_INVALID',
  'UNKNOWN_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  // request shape
  BAD_REQUEST: 400,
  BAD_REQUEST_INVALID_JSON: 400,
  INVALID_JOB_ID: 400,
  PAYLOAD_TOO_LARGE: 413,
  // a feature that needs an LLM or is not built yet: the caller must change the request
  FEATURE_NOT_AVAILABLE: 400,
  // access and accounting
  UNAUTHORIZED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  ENTERPRISE_REQUIRED: 403,
  RATE_LIMIT_EXCEEDED: 429,
  // lookups
  NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  SESSION_DESTROYED: 410,
  // interact: the per-worker or per-team cap on open browser sessions (the message names which)
  SESSION_LIMIT_REACHED: 429,
  // a browser profile has one writer at a time (saveChanges); readers are never refused
  PROFILE_IN_USE: 409,
  // search feedback (compat: feedbackErrorCode values)
  SEARCH_NOT_FOUND: 404,
  PAPER_NOT_FOUND: 404,
  FEEDBACK_WINDOW_EXPIRED: 409,
  SEARCH_FAILED: 409,
  // scrape outcomes
  SCRAPE_TIMEOUT: 408,
  SCRAPE_NO_CACHED_DATA: 404,
  SCRAPE_LOCKDOWN_CACHE_MISS: 404,
  // compat: the reference answers DNS failures with HTTP 200 and success false
  SCRAPE_DNS_RESOLUTION_ERROR: 200,
  // target resolves to a private/loopback/link-local address the operator has not allowed
  SCRAPE_BLOCKED_TARGET: 403,
  unsafe_domain_blocked: 403,
  // deterministic target-side failures: 500 like the reference (a 502 would make clients retry in vain)
  SCRAPE_SSL_ERROR: 500,
  SCRAPE_TOO_LARGE: 500,
  SCRAPE_SITE_BLOCKED: 500,
  SCRAPE_ACTION_ERROR: 500,
  SCRAPE_PDF_ERROR: 500,
  // audio/video: no media on the page, or over an operator limit (the message names it)
  SCRAPE_MEDIA_ERROR: 422,
  SCRAPE_ALL_ENGINES_FAILED: 500,
  // refused/reset connections are often transient: 502 lets the client's retry help
  SCRAPE_CONNECTION_ERROR: 502,
  // search backends
  SEARCH_PROVIDER_NOT_CONFIGURED: 503,
  SEARCH_PROVIDER_ERROR: 502,
  // a search's own failures name the search, not the scrape (408 like the scrape timeout)
  SEARCH_TIMEOUT: 408,
  SEARCH_JOB_FAILED: 500,
  // support helpers (compat: these lower-case strings are what clients see)
  support_agent_unavailable: 503,
  support_agent_timeout: 504,
  support_agent_unreachable: 502,
  SERVICE_UNAVAILABLE: 503,
  // an endpoint of the contract this server does not serve yet (interact, support helpers, ...)
  NOT_IMPLEMENTED: 501,
  // a worker produced a result that breaks its own contract: recorded, never charged, never retried
  SCRAPE_RESULT_INVALID: 500,
  SEARCH_RESULT_INVALID: 500,
  UNKNOWN_ERROR: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
