import type { Db } from '@wsa/db';
import type { RpcClient } from '@wsa/queue';
import type { SessionRegistry } from '../session-registry';

export type InteractDeps = {
  db: Db;
  registry: SessionRegistry;
  rpc: RpcClient;
  /** the gateway's public base URL (cdpUrl and live views are built on it) */
  publicUrl: string;
  /** budget for a worker to start a browser and replay the scrape */
  openTimeoutMs: number;
  /** extra wait past a run's own timeout for the hop and the sandbox teardown */
  graceMs: number;
  /** a model endpoint is configured (interact prompts are served) */
  llmAvailable: boolean;
};
