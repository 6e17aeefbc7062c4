import { Router } from 'express';
import { EndpointFeedbackRequestSchema } from '@wsa/contracts';
import { submitEndpointFeedback, type FeedbackPolicy, type GatewayDeps } from '@wsa/jobs/gateway';
import { validateBody } from '../http/validate';
import type { Guards } from './guards';

/** POST /v2/feedback: feedback on a search or scrape job of the caller's team (compat.md). */
export function feedbackRoutes(deps: GatewayDeps, guards: Guards, feedback: FeedbackPolicy): Router {
  const router = Router();
  router.post('/v2/feedback', guards.requireKey, guards.rateLimit,
    validateBody(EndpointFeedbackRequestSchema, 'default', { feedbackErrorCode: 'INVALID_BODY' }), async (_req, res) => {
      res.json(await submitEndpointFeedback(deps, feedback, res.locals.caller, res.locals.body));
    });
  return router;
}
