import type { DeveloperIngestJobPayload, DeveloperIngestJobResult } from '@wsa/contracts';
import { listDeveloperRepositories, type Db } from '@wsa/db';
import { GithubClient, type GithubClientOptions } from './github/github.client';
import { ingestRepository, type IngestLimits } from './ingest-repository';

export type DeveloperIngestDeps = { db: Db; github: Omit<GithubClientOptions, 'sleep' | 'now'>; limits: IngestLimits; log?: (msg: string, fields: object) => void };

/**
 * The search worker's handler for developer-ingest jobs. Ingests run one at a time in a process
 * (GitHub asks clients not to send concurrent requests), one client per job so a rate-limit pause
 * carries across the repositories of a refresh.
 */
export function createDeveloperIngestHandler(deps: DeveloperIngestDeps): (payload: DeveloperIngestJobPayload) => Promise<DeveloperIngestJobResult> {
  let queue: Promise<unknown> = Promise.resolve();
  return (payload) => {
    const run = queue.then(() => ingest(payload, deps));
    queue = run.catch(() => undefined);
    return run;
  };
}

async function ingest(payload: DeveloperIngestJobPayload, deps: DeveloperIngestDeps): Promise<DeveloperIngestJobResult> {
  const github = new GithubClient(deps.github);
  const repos = payload.kind === 'repo' ? [payload.repo] : (await listDeveloperRepositories(deps.db)).map((r) => r.fullName);
  const runs: DeveloperIngestJobResult['runs'] = [];
  for (const repo of repos) {
    const out = await ingestRepository(deps.db, github, repo, deps.limits);
    deps.log?.('developer ingest', { repo, status: out.status, documents: out.documents, segments: out.segments, error: out.error, githubRequests: github.requests });
    runs.push({ repo, runId: out.runId, status: out.status, documents: out.documents, segments: out.segments, ...(out.error ? { error: out.error } : {}) });
  }
  return { runs };
}
