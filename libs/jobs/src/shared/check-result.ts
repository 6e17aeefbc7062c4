import type { ErrorCode, JobFailure } from '@wsa/contracts';
import type { z } from 'zod';

/**
 * Validates a worker's result against its job contract BEFORE anything is charged, stored or
 * marked completed. A result that breaks the contract is a classified, final failure (recorded on
 * the job, never charged, never retried) instead of a throw after the charge. The message names
 * the offending paths, never their values (they may be page text).
 */
export function checkResult<S extends z.ZodType>(schema: S, value: unknown, code: Extract<ErrorCode, `${string}_RESULT_INVALID`>, what: string): z.output<S> | JobFailure {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const paths = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))].slice(0, 5);
  return { ok: false, code, message: `The ${what} produced a result this server could not validate (at ${paths.join(', ')}); it was not charged. The operator can find the job in the job table.` };
}
