import type { Db, TeamRecord } from '@wsa/db';
import type { Producer, scrapeJob, searchJob } from '@wsa/queue';

export type GatewayDeps = {
  db: Db;
  scrapeProducer: Producer<typeof scrapeJob.payload, typeof scrapeJob.result>;
  searchProducer: Producer<typeof searchJob.payload, typeof searchJob.result>;
  /** extra wait past a job's own deadline, for the queue hop and the worker's own timeout answer */
  graceMs: number;
  /** the target policy of design.md section 8, applied to cache hits as to fresh fetches */
  allowLocalTargets: boolean;
  /** what the deployment serves beyond the model-free engine (a model endpoint is configured) */
  capabilities: { llm: boolean };
};

/** Who is calling: an authenticated key's team, or null for an anonymous search. */
export type Caller = { keyId: string; team: TeamRecord };
