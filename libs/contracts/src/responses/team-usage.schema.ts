import { z } from 'zod';

// Field names of @mendable/firecrawl-js 4.42 (CreditUsage, TokenUsage, ...Historical, QueueStatusResponse,
// ConcurrencyCheck); the CLI and the MCP server read the same names.

const isoOrNull = z.string().nullable();

/** GET /v2/team/credit-usage */
export const CreditUsageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ remainingCredits: z.number().int(), planCredits: z.number().int().min(0), billingPeriodStart: isoOrNull, billingPeriodEnd: isoOrNull }),
});
export type CreditUsageResponse = z.infer<typeof CreditUsageResponseSchema>;

/** GET /v2/team/token-usage */
export const TokenUsageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ remainingTokens: z.number().int(), planTokens: z.number().int().min(0), billingPeriodStart: isoOrNull, billingPeriodEnd: isoOrNull }),
});
export type TokenUsageResponse = z.infer<typeof TokenUsageResponseSchema>;

const period = { startDate: isoOrNull, endDate: isoOrNull, apiKey: z.string().optional() };

/** GET /v2/team/credit-usage/historical */
export const CreditUsageHistoryResponseSchema = z.object({
  success: z.literal(true),
  periods: z.array(z.object({ ...period, creditsUsed: z.number().int().min(0) })),
});
export type CreditUsageHistoryResponse = z.infer<typeof CreditUsageHistoryResponseSchema>;

/** GET /v2/team/token-usage/historical */
export const TokenUsageHistoryResponseSchema = z.object({
  success: z.literal(true),
  periods: z.array(z.object({ ...period, tokensUsed: z.number().int().min(0) })),
});
export type TokenUsageHistoryResponse = z.infer<typeof TokenUsageHistoryResponseSchema>;

/** GET /v2/team/queue-status (fields at the top level, as the clients read them) */
export const QueueStatusResponseSchema = z.object({
  success: z.literal(true),
  jobsInQueue: z.number().int().min(0),
  activeJobsInQueue: z.number().int().min(0),
  waitingJobsInQueue: z.number().int().min(0),
  maxConcurrency: z.number().int().min(1),
  mostRecentSuccess: isoOrNull,
});
export type QueueStatusResponse = z.infer<typeof QueueStatusResponseSchema>;

/** GET /v2/concurrency-check */
export const ConcurrencyCheckResponseSchema = z.object({
  success: z.literal(true),
  concurrency: z.number().int().min(0),
  maxConcurrency: z.number().int().min(1),
});
export type ConcurrencyCheckResponse = z.infer<typeof ConcurrencyCheckResponseSchema>;
