import { createBullBoard } from '@bull-board/api';
import { ExpressAdapter } from '@bull-board/express';
import { Router } from 'express';
import type { RedisConnection } from '@wsa/queue';
import { createDashboardAdapters } from '@wsa/queue/dashboard';
import { requireAdminToken } from '../http/admin-auth';
import { ADMIN_DASHBOARD_PATH } from './admin-dashboard.path';

export { ADMIN_DASHBOARD_PATH };

/**
 * The queue dashboard (bull-board) for operators: every queue's waiting, active, delayed,
 * completed and failed jobs, with retry and remove. Mounted only when ADMIN_TOKEN is set.
 */
export function adminDashboardRoutes(redis: RedisConnection, prefix: string, adminToken: string) {
  const { adapters, close } = createDashboardAdapters(redis, prefix);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(ADMIN_DASHBOARD_PATH);
  createBullBoard({ queues: adapters, serverAdapter, options: { uiConfig: { boardTitle: 'websearch queues' } } });
  const router = Router();
  router.use(ADMIN_DASHBOARD_PATH, requireAdminToken(adminToken, ADMIN_DASHBOARD_PATH), serverAdapter.getRouter());
  return { router, close };
}
