import { Router } from 'express';
import { InteractRequestSchema } from '@wsa/contracts';
import { interact, stopInteract, type InteractDeps } from '@wsa/sessions/gateway';
import { validateBody, validateJobId } from '../http/validate';
import type { Guards } from './guards';

/** Interact sessions: the use cases live in libs/sessions; a session-worker replica holds each browser. */
export function interactRoutes(deps: InteractDeps, guards: Guards): Router {
  const router = Router();
  router.post('/v2/scrape/:jobId/interact', validateJobId, guards.requireKey, guards.rateLimit, validateBody(InteractRequestSchema), async (req, res) => {
    res.json(await interact(deps, res.locals.caller, String(req.params.jobId), res.locals.body));
  });
  router.delete('/v2/scrape/:jobId/interact', validateJobId, guards.requireKey, guards.rateLimit, async (req, res) => {
    res.json(await stopInteract(deps, res.locals.caller, String(req.params.jobId)));
  });
  return router;
}
