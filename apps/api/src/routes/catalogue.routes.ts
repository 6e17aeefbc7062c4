import { Router, type NextFunction, type Request, type Response } from 'express';
import { ApiError, ERROR_MESSAGES } from '@wsa/contracts';
import type { Guards } from './guards';

// The reference's provider catalogue ("Alexandria", formerly "Exchange") has no counterpart here.
// Its calls answer the reference's own "not enabled" 403, whose exact text clients recognise:
// firecrawl-mcp shows it as a clean tool error and falls back to plain web search.
const catalogueDisabled = () => new ApiError('FORBIDDEN', ERROR_MESSAGES.catalogueDisabled);

/** Scrape bodies that execute catalogue capabilities (`{alexandria: ...}` instead of `url`). */
export function refuseCatalogueCall(req: Request, _res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  next(body && typeof body === 'object' && 'alexandria' in body ? catalogueDisabled() : undefined);
}

/** Catalogue browsing (firecrawl-mcp's firecrawl_find_tools at the category level). */
export function catalogueRoutes(guards: Guards): Router {
  const router = Router();
  router.get('/exchange/discover', guards.requireKey, () => {
    throw catalogueDisabled();
  });
  return router;
}
