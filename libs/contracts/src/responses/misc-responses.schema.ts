import { z } from 'zod';

/** POST /v2/search/:jobId/feedback success body. */
export const SearchFeedbackResponseSchema = z.object({
  success: z.literal(true),
  feedbackId: z.string(),
  creditsRefunded: z.number().int().min(0),
  alreadySubmitted: z.boolean().optional(),
  dailyCapReached: z.boolean().optional(),
  creditsRefundedToday: z.number().int().min(0).optional(),
  dailyRefundCap: z.number().int().min(0).optional(),
});
export type SearchFeedbackResponse = z.infer<typeof SearchFeedbackResponseSchema>;

/** Token counts of a model-written answer (absent when no model wrote it). */
export const SupportUsageSchema = z.object({ inputTokens: z.number().int().min(0), outputTokens: z.number().int().min(0), totalTokens: z.number().int().min(0) });

/** POST /v2/support/docs-search success body (wire-extras.md "Support helpers"). */
export const DocsSearchResponseSchema = z.object({
  requestId: z.string(),
  answer: z.string(),
  /** `pathOrUrl` is a repository path with the passage's line range: `docs/api-keys.md#L1-L52` */
  evidence: z.array(z.object({ pathOrUrl: z.string(), reason: z.string() })),
  usage: SupportUsageSchema.optional(),
  /** the model failed: the answer is the quoted passages instead */
  warning: z.string().optional(),
  durationMs: z.number().int().min(0),
});
export type DocsSearchResponse = z.infer<typeof DocsSearchResponseSchema>;

export const AskValidationSchema = z.object({
  tested: z.boolean(),
  result: z.enum(['success', 'failure', 'skipped']),
  evidence: z.string(),
});
export type AskValidation = z.infer<typeof AskValidationSchema>;

/** POST /v2/support/ask success body (wire-extras.md "Support helpers"). */
export const AskResponseSchema = z.object({
  answer: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  /** options to change on the failed request; `null` for an option means "remove it" */
  fixParameters: z.record(z.string(), z.unknown()).nullable(),
  validation: AskValidationSchema.nullable(),
  feedback: z.object({ blockedBy: z.string().nullable(), attempted: z.array(z.string()) }).nullable(),
  usage: SupportUsageSchema.optional(),
  /** a part of the answer that could not be produced as configured (the model failed: rule-based answer instead) */
  warning: z.string().optional(),
  durationMs: z.number().int().min(0),
});
export type AskResponse = z.infer<typeof AskResponseSchema>;
