import { Router } from 'express';
import { SearchFeedbackRequestSchema, SearchRequestSchema } from '@wsa/contracts';
import { submitSearch, submitSearchFeedback, type FeedbackPolicy, type GatewayDeps } from '@wsa/jobs/gateway';
import { validateBody, validateJobId } from '../http/validate';
import type { Guards } from './guards';

export function searchRoutes(deps: GatewayDeps, guards: Guards, feedback: FeedbackPolicy): Router {
  const router = Router();
  router.post('/v2/search', guards.optionalKey, guards.rateLimit, validateBody(SearchRequestSchema, 'search'), async (_req, res) => {
    res.json(await submitSearch(deps, res.locals.caller, res.locals.body));
  });
  router.post('/v2/search/:jobId/feedback', validateJobId, guards.requireKey, guards.rateLimit,
    validateBody(SearchFeedbackRequestSchema, 'default', { feedbackErrorCode: 'INVALID_BODY' }), async (req, res) => {
      res.json(await submitSearchFeedback(deps, feedback, res.locals.caller, String(req.params.jobId), res.locals.body));
    });
  return router;
}
