import path from 'path';
import { parseEnv } from '@wsa/config';
import { envSpec } from './env';

/** The only place the admin CLI reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  return Object.freeze({ databaseUrl: e.DATABASE_URL, redisUrl: e.REDIS_URL, queuePrefix: e.QUEUE_PREFIX,
    /** index add/sitemap: cached pages of local addresses may be answered only when the service allows them */
    allowLocalTargets: e.ALLOW_LOCAL_TARGETS,
    threats: Object.freeze({ listsDir: path.resolve(e.THREAT_LISTS_DIR), sources: e.THREAT_LIST_SOURCES }) });
}
export type AdminConfig = ReturnType<typeof loadConfig>;
