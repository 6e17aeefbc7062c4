import { readFile } from 'fs/promises';
import { addDeveloperRepository, Db, findDeveloperRepository, listDeveloperIngestRuns, listDeveloperRepositorySummaries } from '@wsa/db';
import { createProducer, developerIngestJob } from '@wsa/queue';
import { randomUUID } from 'crypto';
import { type Flags, UsageError } from './cli-errors';
import type { QueueAccess } from './job-commands';

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/** owner/name from arguments and `--file` (one a line; blank lines and `#` comments skipped; GitHub URLs accepted). */
async function repoNames(flags: Flags, args: string[]): Promise<string[]> {
  const names = [...args];
  if (typeof flags.file === 'string') names.push(...(await readFile(flags.file, 'utf8')).split('\n'));
  const repos = names
    .map((n) => n.replace(/#.*$/, '').trim().replace(/^https?:\/\/github\.com\//, '').replace(/\.git$/, '').replace(/\/+$/, ''))
    .filter(Boolean);
  const bad = repos.filter((r) => !REPO.test(r));
  if (bad.length) throw new UsageError(`not owner/name: ${bad.join(', ')}`);
  return [...new Set(repos)];
}

/** The Developer Index: repositories are added here and ingested by the search worker (queue `developer`). */
export function developerCommands(queueAccess: QueueAccess): Record<string, (db: Db, flags: Flags, args: string[]) => Promise<unknown>> {
  const enqueue = async (payloads: ({ kind: 'repo'; repo: string } | { kind: 'refresh' })[]) => {
    const producer = await createProducer(developerIngestJob, { ...queueAccess(), waits: false });
    try {
      const jobs: string[] = [];
      for (const payload of payloads) {
        const jobId = randomUUID();
        await producer.enqueue(jobId, payload);
        jobs.push(jobId);
      }
      return jobs;
    } finally {
      await producer.close();
    }
  };
  return {
    async 'developer add-repo'(db, flags, args) {
      const repos = await repoNames(flags, args);
      if (repos.length === 0) throw new UsageError('usage: developer add-repo <owner/name>... [--file <list.txt>]');
      for (const repo of repos) await addDeveloperRepository(db, repo);
      const jobs = await enqueue(repos.map((repo) => ({ kind: 'repo' as const, repo })));
      return { added: repos.map((repo, i) => ({ repo, ingestJob: jobs[i] })) };
    },
    async 'developer refresh'(db, flags, args) {
      const repos = await repoNames(flags, args);
      if (repos.length === 0) return { refresh: 'all', ingestJobs: await enqueue([{ kind: 'refresh' }]) };
      const unknown = [];
      for (const repo of repos) if (!(await findDeveloperRepository(db, repo))) unknown.push(repo);
      if (unknown.length) throw new UsageError(`not in the Developer Index (add them with developer add-repo): ${unknown.join(', ')}`);
      return { refresh: repos, ingestJobs: await enqueue(repos.map((repo) => ({ kind: 'repo' as const, repo }))) };
    },
    async 'developer list'(db, flags) {
      const limit = flags.limit === undefined ? 20 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
      return { repositories: await listDeveloperRepositorySummaries(db), runs: await listDeveloperIngestRuns(db, limit) };
    },
  };
}

export const DEVELOPER_FLAGS = ['file'];
export const DEVELOPER_USAGE = `  developer add-repo <owner/name>... [--file <list.txt>]   (ingested by the search worker from GITHUB_API_URL)
  developer refresh [<owner/name>...]   (no name: every repository)
  developer list [--limit <ingest runs>]`;
