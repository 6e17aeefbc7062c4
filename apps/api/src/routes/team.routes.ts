import { Router, type Request } from 'express';
import {
  ApiError, ERROR_MESSAGES, UsageHistoryQuerySchema,
  type ConcurrencyCheckResponse, type CreditUsageHistoryResponse, type CreditUsageResponse, type QueueStatusResponse,
  type TokenUsageHistoryResponse, type TokenUsageResponse,
} from '@wsa/contracts';
import { readCreditTotals, readCreditUsageByMonth, readTeamJobCounts, type Db } from '@wsa/db';
import type { Caller } from '@wsa/jobs/gateway';
import type { Guards } from './guards';

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

export function teamRoutes(db: Db, guards: Guards, maxConcurrency: number): Router {
  const router = Router();
  const teamOf = (locals: Record<string, unknown>) => (locals.caller as Caller).team.id;

  router.get('/v2/team/credit-usage', guards.requireKey, guards.rateLimit, async (_req, res) => {
    const totals = await readCreditTotals(db, teamOf(res.locals));
    if (!totals) throw new ApiError('UNAUTHORIZED', ERROR_MESSAGES.invalidToken);
    const body: CreditUsageResponse = { success: true, data: { remainingCredits: totals.remaining, planCredits: totals.granted, ...NO_PERIOD } };
    res.json(body);
  });
  router.get('/v2/team/credit-usage/historical', guards.requireKey, guards.rateLimit, async (req, res) => {
    const byApiKey = historyQuery(req);
    const body: CreditUsageHistoryResponse = { success: true, periods: await readCreditUsageByMonth(db, teamOf(res.locals), byApiKey) };
    res.json(body);
  });
  router.get('/v2/team/token-usage', guards.requireKey, guards.rateLimit, (_req, res) => {
    const body: TokenUsageResponse = { success: true, data: { remainingTokens: 0, planTokens: 0, ...NO_PERIOD } };
    res.json(body);
  });
  router.get('/v2/team/token-usage/historical', guards.requireKey, guards.rateLimit, (req, res) => {
    historyQuery(req);
    const body: TokenUsageHistoryResponse = { success: true, periods: [] };
    res.json(body);
  });
  router.get('/v2/team/queue-status', guards.requireKey, guards.rateLimit, async (_req, res) => {
    const counts = await readTeamJobCounts(db, teamOf(res.locals));
    const body: QueueStatusResponse = {
      success: true,
      jobsInQueue: counts.waiting + counts.active,
      activeJobsInQueue: counts.active,
      waitingJobsInQueue: counts.waiting,
      maxConcurrency,
      mostRecentSuccess: counts.mostRecentSuccess?.toISOString() ?? null,
    };
    res.json(body);
  });
  router.get('/v2/concurrency-check', guards.requireKey, guards.rateLimit, async (_req, res) => {
    const counts = await readTeamJobCounts(db, teamOf(res.locals));
    const body: ConcurrencyCheckResponse = { success: true, concurrency: counts.active, maxConcurrency };
    res.json(body);
  });
  return router;
}
