import type { DeveloperIngestJobPayload, DeveloperIngestJobResult } from '@wsa/contracts';
import { listDeveloperDocSources, listDeveloperRepositories, type Db } from '@wsa/db';
import { ingestDocsSite, type DocsIngestDeps } from './docs/ingest-docs-site';
import { GithubClient, type GithubClientOptions } from './github/github.client';
import { ingestRepository, type IngestLimits, type IngestOutcome } from './ingest-repository';

export type DeveloperIngestDeps = {
  db: Db; github: Omit<GithubClientOptions, 'sleep' | 'now'>; limits: IngestLimits;
  /** documentation crawls: sitemaps read directly, pages through the scrape queue */
  docs: DocsIngestDeps;
  log?: (msg: string, fields: object) => void;
};

/**
 * The search worker's handler for developer-ingest jobs. Ingests run one at a time in a process
 * (GitHub asks clients not to send concurrent requests), one client per job so a rate-limit pause
 * carries across the repositories of a refresh. A refresh covers every repository, then every
 * documentation site.
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
  const runs: DeveloperIngestJobResult['runs'] = [];
  const record = (kind: 'repo' | 'docs', out: IngestOutcome) => {
    deps.log?.('developer ingest', { kind, target: out.repo, status: out.status, documents: out.documents, segments: out.segments, error: out.error, githubRequests: github.requests });
    runs.push({ repo: out.repo, kind, runId: out.runId, status: out.status, documents: out.documents, segments: out.segments, ...(out.error ? { error: out.error } : {}) });
  };
  if (payload.kind === 'docs') {
    record('docs', await ingestDocsSite(deps.db, deps.docs, payload.source, payload.url));
    return { runs };
  }
  const repos = payload.kind === 'repo' ? [payload.repo] : (await listDeveloperRepositories(deps.db)).map((r) => r.fullName);
  for (const repo of repos) record('repo', await ingestRepository(deps.db, github, repo, deps.limits));
  if (payload.kind === 'refresh') {
    for (const site of await listDeveloperDocSources(deps.db)) record('docs', await ingestDocsSite(deps.db, deps.docs, site.id, site.baseUrl));
  }
  return { runs };
}
