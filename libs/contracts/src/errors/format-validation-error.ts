import type { z } from 'zod';
import type { ErrorBody } from './error-body.schema';

export const UNRECOGNIZED_KEY_MESSAGE =
  'Unrecognized key in body -- please review the v2 API documentation for request body changes';
export const SEARCH_INVALID_BODY_MESSAGE = 'Invalid request body';

export type ValidationFlavour = 'default' | 'search';

/**
 * Turns a zod failure into the 400 body the reference answers (compat.md "Error bodies"):
 * search says "Invalid request body" without a code; every other route says BAD_REQUEST with
 * the unrecognized-key message, else the first issue's message if it is a refinement's, else
 * "Bad Request". `details` is always the raw zod issue list.
 */
export function formatValidationError(error: z.ZodError, flavour: ValidationFlavour): { status: 400; body: ErrorBody } {
  const details = error.issues;
  if (flavour === 'search') {
    return { status: 400, body: { success: false, error: SEARCH_INVALID_BODY_MESSAGE, details } };
  }
  return { status: 400, body: { success: false, code: 'BAD_REQUEST', error: pickMessage(details), details } };
}

function pickMessage(issues: readonly z.core.$ZodIssue[]): string {
  if (issues.some((issue) => issue.code === 'unrecognized_keys')) return UNRECOGNIZED_KEY_MESSAGE;
  const first = issues[0];
  return first?.code === 'custom' ? first.message : 'Bad Request';
}
