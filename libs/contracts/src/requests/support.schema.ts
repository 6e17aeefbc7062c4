import { z } from 'zod';
import { clientMetaShape, UuidSchema } from './common.schema';

const Question = z.string().min(1).max(8000);

/**
 * POST /v2/support/ask body. Extra keys are allowed (wire-extras.md: agents add their own
 * metadata); they are dropped, never read.
 */
export const AskRequestSchema = z.object({
  question: Question,
  rationale: z.string().min(1).max(2000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  jobId: UuidSchema.optional(),
  ...clientMetaShape,
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

/** POST /v2/support/docs-search body. */
export const DocsSearchRequestSchema = z.strictObject({ question: Question, ...clientMetaShape });
export type DocsSearchRequest = z.infer<typeof DocsSearchRequestSchema>;
