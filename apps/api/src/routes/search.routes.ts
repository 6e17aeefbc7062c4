import { Router } from 'express';
import { SearchRequestSchema } from '@wsa/contracts';
import { submitSearch, type GatewayDeps } from '@wsa/jobs';
import { validateBody } from '../http/validate';
import type { Guards } from './guards';

export function searchRoutes(deps: GatewayDeps, guards: Guards): Router {
  const router = Router();
  router.post('/v2/search', guards.optionalKey, guards.rateLimit, validateBody(SearchRequestSchema, 'search'), async (_req, res) => {
    res.json(await submitSearch(deps, res.locals.caller, res.locals.body));
  });
  return router;
}
