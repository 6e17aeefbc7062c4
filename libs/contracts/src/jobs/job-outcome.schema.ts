import { z } from 'zod';
import { ERROR_CODES } from '../errors/error-codes';

/** A classified failure a worker returns (not throws): it is final, recorded on the job, and mapped to an HTTP answer. */
export const JobFailureSchema = z.object({
  ok: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});
export type JobFailure = z.infer<typeof JobFailureSchema>;
