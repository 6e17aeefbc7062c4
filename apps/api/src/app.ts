import express, { type Express } from 'express';
import type { BlobStore } from '@wsa/blobs';
import type { GatewayDeps } from '@wsa/jobs/gateway';
import type { RedisConnection } from '@wsa/queue';
import type { ResearchQueryDeps } from '@wsa/research-index/query';
import type { InteractDeps } from '@wsa/sessions/gateway';
import type { Logger, Metrics } from '@wsa/telemetry';
import type { ApiConfig } from './config';
import { authenticate } from './http/auth';
import { cors } from './http/cors';
import { errorHandler, notFound } from './http/error-handler';
import { rateLimit } from './http/rate-limit';
import { requestContext } from './http/request-context';
import { ADMIN_DASHBOARD_PATH } from './routes/admin-dashboard.path';
import { blobRoutes } from './routes/blobs.routes';
import { mountRoutes, type ApiRoute } from './http/api-route';
import { openApiDocument } from './http/openapi-document';
import { catalogueRoutes } from './routes/catalogue.routes';
import { developerRoutes } from './routes/developer.routes';
import { liveViewRoutes } from './routes/live-view.routes';
import { probeRoutes } from './routes/probes.routes';
import { researchRoutes } from './routes/research.routes';
import { scrapeRoutes } from './routes/scrape.routes';
import { searchRoutes } from './routes/search.routes';
import { supportRoutes, type SupportRouteDeps } from './routes/support.routes';
import { teamRoutes } from './routes/team.routes';

export type AppDeps = GatewayDeps & {
  config: ApiConfig; redis: RedisConnection; blobs: BlobStore; logger: Logger; metrics: Metrics;
  ready: () => Promise<Record<string, boolean>>; refreshQueueDepth: () => Promise<void>;
  interact: InteractDeps;
  research: ResearchQueryDeps;
  /** the support helpers' docs index and optional model (see support.routes.ts) */
  support?: SupportRouteDeps;
};

export const OPENAPI_PATH = '/v2/openapi.json';

/** Every declared API route, in one list: what is mounted is what the OpenAPI document describes. */
export function apiRoutes(deps: AppDeps): ApiRoute[] {
  return [
    ...scrapeRoutes(deps, deps.interact),
    ...searchRoutes(deps, deps.config.feedback),
    ...teamRoutes(deps.db, deps.config.teamMaxConcurrency),
    ...researchRoutes(deps.research),
    ...developerRoutes(deps.db),
    ...supportRoutes(deps, deps.support),
  ];
}

/** The HTTP surface: wiring only; behaviour lives in the libs. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // answers are per-request JSON, never revalidated: hashing every body for an ETag is wasted CPU
  app.set('etag', false);
  app.set('trust proxy', deps.config.trustProxy);
  app.use(requestContext(deps.logger, deps.metrics));
  // before body parsing: a preflight is answered without reading anything
  app.use(cors({ exceptPrefix: ADMIN_DASHBOARD_PATH }));
  // body parsing before auth: malformed JSON answers 400 whoever sends it
  app.use(express.json({ limit: deps.config.http.bodyLimitBytes, type: ['application/json', 'application/*+json'] }));
  const guards = {
    requireKey: authenticate(deps.db),
    optionalKey: authenticate(deps.db, { optional: true }),
    rateLimit: rateLimit(deps.redis, { prefix: deps.config.queuePrefix, ...deps.config.rateLimits }),
  };
  app.use(probeRoutes({ metrics: deps.metrics, ready: deps.ready, refreshQueueDepth: deps.refreshQueueDepth }));
  const routes = apiRoutes(deps);
  app.use(mountRoutes(routes, guards));
  app.get(OPENAPI_PATH, (_req, res) => {
    res.json(openApiDocument(routes, deps.config.http.publicUrl));
  });
  app.use(liveViewRoutes(deps.interact.registry));
  app.use(blobRoutes(deps.blobs, deps.config.blobSigningSecret));
  app.use(catalogueRoutes(guards));
  if (deps.config.adminToken) {
    // bull-board (about 15 MB) is loaded only when the dashboard is enabled
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { adminDashboardRoutes } = require('./routes/admin-dashboard.routes') as typeof import('./routes/admin-dashboard.routes');
    app.use(adminDashboardRoutes(deps.redis, deps.config.queuePrefix, deps.config.adminToken).router);
  }
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
