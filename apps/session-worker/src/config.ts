import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonConfig, parseEnv } from '@wsa/config';
import { llmSettings } from '@wsa/llm/client';
import { envSpec } from './env';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The only place the session worker reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const e = parseEnv(envSpec, env);
  // only root can switch to the sandbox uid; a non-root worker (a container user) is unprivileged already
  const uid = process.getuid?.() === 0 ? e.SANDBOX_UID : null;
  return Object.freeze({
    ...commonConfig(e),
    /** the model endpoint of interact prompts; null = prompts answer 400 FEATURE_NOT_AVAILABLE */
    llm: llmSettings(e),
    metricsPort: e.METRICS_PORT,
    host: Object.freeze({
      workerId: e.SESSION_WORKER_ID ?? `${os.hostname()}-${process.pid}`,
      advertiseHost: e.SESSION_ADVERTISE_HOST,
      cdpGate: Object.freeze({ host: e.SESSION_CDP_LISTEN_HOST, port: e.SESSION_CDP_PORT }),
      maxSessions: e.SESSION_MAX_PER_WORKER,
      maxSessionsPerTeam: e.SESSION_MAX_PER_TEAM,
      lifetimeMs: e.SESSION_LIFETIME_SECONDS * 1000,
      inactivityMs: e.SESSION_INACTIVITY_SECONDS * 1000,
      openTimeoutMs: e.SESSION_OPEN_TIMEOUT_SECONDS * 1000,
      allowLocalTargets: e.ALLOW_LOCAL_TARGETS,
      browser: Object.freeze({ executablePath: resolveChromium(e.CHROMIUM_PATH), uid, jsHeapMb: e.SESSION_BROWSER_HEAP_MB }),
      sandbox: Object.freeze({
        nodePath: sandboxNode(), pythonPath: '/usr/bin/python3', bashPath: '/usr/bin/bash',
        nodeModulesDir: puppeteerNodeModules(),
        memoryMb: e.SANDBOX_MEMORY_MB, maxProcesses: e.SANDBOX_MAX_PROCESSES, cpuSeconds: e.SANDBOX_CPU_SECONDS,
        outputLimitBytes: e.SANDBOX_OUTPUT_LIMIT_KB * 1024, uid,
      }),
      prestartSandbox: e.SANDBOX_PRESTART,
      sandboxUidBase: e.SANDBOX_SESSION_UID_BASE,
    }),
    raw: e,
  });
}

function resolveChromium(setting: string): string {
  if (setting !== 'auto') return setting;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? CHROMIUM_CANDIDATES[1];
}

/** The node_modules folder holding puppeteer-core, bound read-only into node sandboxes. */
function puppeteerNodeModules(): string {
  return path.dirname(path.dirname(require.resolve('puppeteer-core/package.json')));
}

/** The sandbox binds /usr only: use this node when it lives there (/usr/local/bin in node images). */
function sandboxNode(): string {
  return process.execPath.startsWith('/usr/') ? process.execPath : '/usr/bin/node';
}
