import type { SessionBrowserOptions } from '@wsa/browser';
import type { Db } from '@wsa/db';
import type { Llm } from '@wsa/llm/client';
import type { SandboxOptions } from '@wsa/sandbox';
import type { Logger } from '@wsa/telemetry';
import type { SessionRegistry } from '../session-registry';

/** The session worker's settings (its config.ts builds this). */
export type SessionHostConfig = {
  workerId: string;
  /** host the gateway dials to reach this worker's CDP gate (127.0.0.1 on one machine; the pod IP on k8s) */
  advertiseHost: string;
  /** where the CDP gate listens: host (127.0.0.1 on one machine, 0.0.0.0 in a pod) and port (0 = any free) */
  cdpGate: { host: string; port: number };
  maxSessions: number;
  maxSessionsPerTeam: number;
  lifetimeMs: number;
  inactivityMs: number;
  /** budget for starting the browser and replaying the scrape */
  openTimeoutMs: number;
  allowLocalTargets: boolean;
  browser: SessionBrowserOptions;
  sandbox: SandboxOptions;
  /** the sandboxes of open session i run as uid sandboxUidBase + i (when the worker is root) */
  sandboxUidBase: number;
  /** start each session's node sandbox ahead of its first call (puppeteer loaded and connected) */
  prestartSandbox: boolean;
};

/** llm: the model endpoint for prompts (absent = a prompt answers 400 FEATURE_NOT_AVAILABLE) */
export type SessionHostDeps = { db: Db; registry: SessionRegistry; logger: Logger; llm?: Llm };
