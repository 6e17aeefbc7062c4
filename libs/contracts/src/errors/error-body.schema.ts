import { z } from 'zod';

/** The one error envelope every failing endpoint answers with (design.md section 4). */
export const ErrorBodySchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
