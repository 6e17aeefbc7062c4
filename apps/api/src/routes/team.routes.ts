import type { Request } from 'express';
import {
  ApiError, ConcurrencyCheckResponseSchema, CreditUsageHistoryResponseSchema, CreditUsageResponseSchema, ERROR_MESSAGES, QueueStatusResponseSchema,
  TokenUsageHistoryResponseSchema, TokenUsageResponseSchema, UsageHistoryQuerySchema, type ConcurrencyCheckResponse, type CreditUsageHistoryResponse, type CreditUsageResponse, type QueueStatusResponse,
  type TokenUsageHistoryResponse, type TokenUsageResponse,
} from '@wsa/contracts';
import { readCreditTotals, readCreditUsageByMonth, readTokenUsageByMonth, readTeamJobCounts, type Db } from '@wsa/db';
import type { z } from 'zod';
import { defineRoute, type ApiRoute } from '../http/api-route';

// The caller's own team only. Credits come from the ledger; tokens stay zero until the model layer
// records them (no model runs here yet, so nothing was used and no plan grants any); the queue view
// is the team's job records waiting for or held by a worker.

// No billing cycle exists on a self-hosted server: credits are granted, not renewed.
const NO_PERIOD = { billingPeriodStart: null, billingPeriodEnd: null };

function historyQuery(req: Request): boolean {
  const parsed = UsageHistoryQuerySchema.safeParse(req.query);
  if (!parsed.success) throw new ApiError('BAD_REQUEST', 'Invalid query parameters', parsed.error.issues);
  return parsed.data.byApiKey;
}

export function teamRoutes(db: Db, maxConcurrency: number): ApiRoute[] {
  const route = (path: string, summary: string, response: z.ZodType, query?: boolean) => ({
    method: 'get' as const, path, tag: 'team', summary, access: 'key' as const, response, ...(query ? { query: UsageHistoryQuerySchema } : {}),
  });
  return [
    defineRoute({
      ...route('/v2/team/credit-usage', "The team's remaining and granted credits", CreditUsageResponseSchema),
      handle: async ({ caller }) => {
        const totals = await readCreditTotals(db, caller.team.id);
        if (!totals) throw new ApiError('UNAUTHORIZED', ERROR_MESSAGES.invalidToken);
        const body: CreditUsageResponse = { success: true, data: { remainingCredits: totals.remaining, planCredits: totals.granted, ...NO_PERIOD } };
        return body;
      },
    }),
    defineRoute({
      ...route('/v2/team/credit-usage/historical', 'Credits used per calendar month (optionally per key)', CreditUsageHistoryResponseSchema, true),
      handle: async ({ caller, req }) => {
        const body: CreditUsageHistoryResponse = { success: true, periods: await readCreditUsageByMonth(db, caller.team.id, historyQuery(req)) };
        return body;
      },
    }),
    defineRoute({
      // no token plan on this server: tokens are not a budget here (credits are), so nothing remains or is planned
      ...route('/v2/team/token-usage', 'Model token plan (none on this server: model formats are paid in credits)', TokenUsageResponseSchema),
      handle: () => {
        const body: TokenUsageResponse = { success: true, data: { remainingTokens: 0, planTokens: 0, ...NO_PERIOD } };
        return body;
      },
    }),
    defineRoute({
      ...route('/v2/team/token-usage/historical', 'Model tokens the team\'s jobs used per calendar month (optionally per key)', TokenUsageHistoryResponseSchema, true),
      handle: async ({ caller, req }) => {
        const body: TokenUsageHistoryResponse = { success: true, periods: await readTokenUsageByMonth(db, caller.team.id, historyQuery(req)) };
        return body;
      },
    }),
    defineRoute({
      ...route('/v2/team/queue-status', "The team's jobs waiting and running", QueueStatusResponseSchema),
      handle: async ({ caller }) => {
        const counts = await readTeamJobCounts(db, caller.team.id);
        const body: QueueStatusResponse = {
          success: true,
          jobsInQueue: counts.waiting + counts.active,
          activeJobsInQueue: counts.active,
          waitingJobsInQueue: counts.waiting,
          maxConcurrency,
          mostRecentSuccess: counts.mostRecentSuccess?.toISOString() ?? null,
        };
        return body;
      },
    }),
    defineRoute({
      ...route('/v2/concurrency-check', "The team's running jobs and its concurrency limit", ConcurrencyCheckResponseSchema),
      handle: async ({ caller }) => {
        const counts = await readTeamJobCounts(db, caller.team.id);
        const body: ConcurrencyCheckResponse = { success: true, concurrency: counts.active, maxConcurrency };
        return body;
      },
    }),
  ];
}
