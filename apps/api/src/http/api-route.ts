import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Caller } from '@wsa/jobs/gateway';
import type { z } from 'zod';
import type { Guards } from '../routes/guards';
import { validateBody, validateJobId } from './validate';

/** Who may call a route: an API key, a key or nobody (anonymous search), or anyone. */
export type Access = 'key' | 'optional-key' | 'public';
type CallerOf<A extends Access> = A extends 'key' ? Caller : A extends 'optional-key' ? Caller | null : null;

export type RouteInput<A extends Access, B> = { caller: CallerOf<A>; body: B; params: Record<string, string>; req: Request; res: Response };

/**
 * One route of the API, declared once: method, path, access, body schema, what it answers. The
 * handler receives the parsed, typed body and caller; the same declaration is mounted
 * (mountRoutes) and documented (openApiDocument), so the docs cannot drift from what is served.
 */
export type ApiRoute<A extends Access = Access, S extends z.ZodType | undefined = z.ZodType | undefined> = {
  method: 'get' | 'post' | 'delete';
  /** Express path (`/v2/scrape/:jobId`); `:jobId` is checked to be a UUID before anything else */
  path: string;
  tag: string;
  summary: string;
  access: A;
  body?: S;
  /** error shape of a body that fails validation (compat: search answers "Invalid request body") */
  bodyErrors?: { flavour: 'default' | 'search'; extra?: Record<string, string> };
  /** query parameters, for the documentation (handlers that read them parse them themselves) */
  query?: z.ZodType;
  /** the success body, for the documentation */
  response?: z.ZodType;
  /** answers besides 200 that this route gives by design (documentation) */
  status?: number;
  /** extra checks between validation and the handler */
  before?: RequestHandler[];
  handle(input: RouteInput<A, S extends z.ZodType ? z.output<S> : undefined>): unknown;
};

/** Declares a route with its types inferred from the schema and the access. */
export function defineRoute<A extends Access, S extends z.ZodType | undefined = undefined>(route: ApiRoute<A, S>): ApiRoute {
  return route as unknown as ApiRoute;
}

/** Mounts declared routes: job id check, auth, rate limit, extra checks, body validation (parsed once), handler. */
export function mountRoutes(routes: readonly ApiRoute[], guards: Guards): Router {
  const router = Router();
  for (const route of routes) {
    const chain: RequestHandler[] = [];
    if (route.path.includes(':jobId')) chain.push(validateJobId);
    if (route.access === 'key') chain.push(guards.requireKey, guards.rateLimit);
    if (route.access === 'optional-key') chain.push(guards.optionalKey, guards.rateLimit);
    chain.push(...(route.before ?? []));
    if (route.body) chain.push(validateBody(route.body, route.bodyErrors?.flavour ?? 'default', route.bodyErrors?.extra ?? {}));
    router[route.method](route.path, ...chain, async (req: Request, res: Response) => {
      const params = Object.fromEntries(Object.entries(req.params).map(([k, v]) => [k, String(v)]));
      const answer = await route.handle({ caller: res.locals.caller ?? null, body: res.locals.body, params, req, res } as never);
      if (!res.headersSent) res.json(answer);
    });
  }
  return router;
}
