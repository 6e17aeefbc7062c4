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

/** POST /v2/support/ask success body. */
export const AskResponseSchema = z.object({
  answer: z.string(),
  confidence: z.enum(['high', 'medium', 'low']),
  fixParameters: z.record(z.string(), z.unknown()).nullable(),
  validation: z.object({ tested: z.boolean(), result: z.string(), evidence: z.string() }).nullable(),
  durationMs: z.number().int().min(0),
});
export type AskResponse = z.infer<typeof AskResponseSchema>;

/** POST /v2/support/docs-search success body. */
export const DocsSearchResponseSchema = z.object({
  requestId: z.string(),
  answer: z.string(),
  evidence: z.array(z.object({ pathOrUrl: z.string(), reason: z.string() })),
  durationMs: z.number().int().min(0),
});
export type DocsSearchResponse = z.infer<typeof DocsSearchResponseSchema>;
