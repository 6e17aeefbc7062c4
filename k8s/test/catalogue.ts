// What the code defines about each deployable app: ports, queues, and the env variable
// names it reads. The manifests under k8s/ and docker/ are checked against these facts.
import * as fs from 'fs';
import * as path from 'path';

export const ROOT = path.resolve(__dirname, '../..');

export type AppName = 'api' | 'search-worker' | 'scrape-worker' | 'session-worker';

export interface AppFacts {
  /** Port the app listens on for /health, /ready and /metrics (its default). */
  port: number;
  /** Env variable that sets that port. */
  portVar: 'PORT' | 'METRICS_PORT';
  /** BullMQ queue the app consumes (workers only). */
  queue?: string;
  /** Needs Chromium and its companions in the image. */
  browser: boolean;
}

export const APPS: Record<AppName, AppFacts> = {
  api: { port: 3002, portVar: 'PORT', browser: false },
  'search-worker': { port: 9101, portVar: 'METRICS_PORT', queue: 'search', browser: false },
  'scrape-worker': { port: 9102, portVar: 'METRICS_PORT', queue: 'scrape', browser: true },
  'session-worker': { port: 9103, portVar: 'METRICS_PORT', queue: 'session', browser: true },
};

export const APP_NAMES = Object.keys(APPS) as AppName[];
export const WORKERS = APP_NAMES.filter((a) => APPS[a].queue);

/** Env variables that must be set explicitly in a cluster (their defaults point at 127.0.0.1). */
export const REQUIRED_IN_CLUSTER = ['DATABASE_URL', 'REDIS_URL'];

// Names agreed for each app (used only while apps/<app>/src/env.ts does not exist yet).
export const COMMON = ['NODE_ENV', 'LOG_LEVEL', 'DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'ALLOW_LOCAL_TARGETS', 'SEARXNG_URL'];
const DOCUMENTED_ENV: Record<AppName, string[]> = {
  api: [...COMMON, 'PORT', 'HOST', 'PUBLIC_URL', 'BLOB_SIGNING_SECRET', 'RATE_LIMIT_ANON_PER_MIN', 'RATE_LIMIT_KEY_PER_MIN', 'BODY_LIMIT_BYTES'],
  'search-worker': [...COMMON, 'METRICS_PORT', 'SEARCH_CONCURRENCY'],
  'scrape-worker': [...COMMON, 'METRICS_PORT', 'SCRAPE_CONCURRENCY', 'CHROMIUM_PATH', 'BROWSER_MAX_PAGES', 'PROXY_URL', 'BLOB_SIGNING_SECRET', 'PUBLIC_URL'],
  'session-worker': [...COMMON, 'METRICS_PORT'],
};

export interface AppEnv {
  names: Set<string>;
  source: 'envSpec' | 'documented';
  /** The app's default for a variable, when envSpec exposes one (`{ schema }` with a zod default). */
  defaultOf(name: string): unknown;
  /** Marked `secret: true` in envSpec (or one of the agreed secrets): must come from a Secret. */
  isSecret(name: string): boolean;
}

const DOCUMENTED_SECRETS = new Set(['DATABASE_URL', 'REDIS_URL', 'BLOB_SIGNING_SECRET']);

export function envSpecPath(app: AppName): string {
  return path.join(ROOT, 'apps', app, 'src', 'env.ts');
}

type SafeParse = { safeParse?: (v: unknown) => { success: boolean; data?: unknown } };

// envSpec entries are `{ schema, doc, secret? }` (libs/config/src/define-env.ts); a bare zod
// schema is accepted too. The default is what the schema yields for an unset variable.
export function defaultFromEntry(entry: unknown): unknown {
  if (entry === null || typeof entry !== 'object') return undefined;
  const schema = ((entry as { schema?: SafeParse }).schema ?? entry) as SafeParse;
  if (typeof schema.safeParse !== 'function') return undefined;
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Env names an app reads: its envSpec when apps/<app>/src/env.ts exists, else the agreed list. */
export async function loadAppEnv(app: AppName): Promise<AppEnv> {
  const file = envSpecPath(app);
  if (!fs.existsSync(file)) {
    return { names: new Set(DOCUMENTED_ENV[app]), source: 'documented', defaultOf: () => undefined, isSecret: (n) => DOCUMENTED_SECRETS.has(n) };
  }
  const mod = (await import(file)) as { envSpec?: Record<string, unknown> };
  if (!mod.envSpec || typeof mod.envSpec !== 'object') {
    throw new Error(`${path.relative(ROOT, file)} must export envSpec`);
  }
  const spec = mod.envSpec;
  return {
    names: new Set(Object.keys(spec)),
    source: 'envSpec',
    defaultOf: (name) => defaultFromEntry(spec[name]),
    isSecret: (name) => (spec[name] as { secret?: boolean } | undefined)?.secret === true,
  };
}

/** Kubernetes-style quantity ("500m", "2", "512Mi", "1Gi") in base units. */
export function parseQuantity(q: string | number): number {
  const m = /^([0-9.]+)(m|Ki|Mi|Gi|Ti|k|M|G)?$/.exec(String(q));
  if (!m) throw new Error(`bad quantity: ${q}`);
  const factor: Record<string, number> = { '': 1, m: 1e-3, k: 1e3, M: 1e6, G: 1e9, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(m[1]) * factor[m[2] ?? ''];
}
