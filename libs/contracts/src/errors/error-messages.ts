import { INVALID_JOB_ID_MESSAGE } from '../requests/job-id.schema';

/** Exact texts clients and agents match on (compat.md "Error bodies"); use these, never retype them. */
export const ERROR_MESSAGES = {
  invalidJson: 'Bad request, malformed JSON',
  payloadTooLarge: 'Request body is too large',
  invalidJobId: INVALID_JOB_ID_MESSAGE,
  unauthorized: 'Unauthorized',
  tokenMissing: 'Unauthorized: Token missing',
  invalidToken: 'Unauthorized: Invalid token',
  insufficientCredits: 'Insufficient credits to perform this request.',
  jobNotFound: 'Job not found.',
  forbidden: 'Forbidden.',
  // firecrawl-mcp shows this text as is and falls back to a plain web search on it
  catalogueDisabled: 'Exchange is not enabled for this team.',
  sessionDestroyed: 'Browser session has been destroyed.',
  sessionNotFound: 'Browser session not found.',
} as const;
