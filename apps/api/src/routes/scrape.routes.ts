import { Router } from 'express';
import { ScrapeRequestSchema } from '@wsa/contracts';
import { getScrapeJob, submitScrape, type GatewayDeps } from '@wsa/jobs/gateway';
import { validateBody, validateJobId } from '../http/validate';
import { refuseCatalogueCall } from './catalogue.routes';
import type { Guards } from './guards';

export function scrapeRoutes(deps: GatewayDeps, guards: Guards): Router {
  const router = Router();
  router.post('/v2/scrape', guards.requireKey, guards.rateLimit, refuseCatalogueCall, validateBody(ScrapeRequestSchema), async (_req, res) => {
    res.json(await submitScrape(deps, res.locals.caller, res.locals.body));
  });
  router.get('/v2/scrape/:jobId', validateJobId, guards.requireKey, guards.rateLimit, async (req, res) => {
    res.json(await getScrapeJob(deps, res.locals.caller, String(req.params.jobId)));
  });
  return router;
}
