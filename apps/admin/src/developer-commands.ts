import { readFile } from 'fs/promises';
import {
  addDeveloperDocSource, addDeveloperRepository, Db, findDeveloperDocSource, findDeveloperRepository, listDeveloperDocSourceSummaries, listDeveloperIngestRuns, listDeveloperRepositorySummaries,
} from '@wsa/db';
import { defaultDocsSourceId } from '@wsa/developer-index';
import type { DeveloperIngestJobPayload } from '@wsa/contracts';
import { createProducer, developerIngestJob } from '@wsa/queue';
import { randomUUID } from 'crypto';
import { type Flags, UsageError } from './cli-errors';
import type { QueueAccess } from './job-commands';

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
/** a documentation source id: what clients pass in `sources` (by default the site's host) */
const SOURCE_ID = /^[a-z0-9][a-z0-9._-]{0,199}$/;

/** The site URL of `developer add-docs` (a docs folder or a sitemap) and its source id. */
function docsSite(flags: Flags, args: string[]): { source: string; url: string } {
  if (args.length !== 1) throw new UsageError('usage: developer add-docs <url> [--source <id>]');
  let url: URL;
  try {
    url = new URL(args[0]);
  } catch {
    throw new UsageError(`not a URL: ${args[0]}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`not an http(s) URL: ${args[0]}`);
  url.hash = '';
  const source = typeof flags.source === 'string' ? flags.source.trim().toLowerCase() : defaultDocsSourceId(url.href);
  if (!SOURCE_ID.test(source)) throw new UsageError(`--source must be lower-case letters, digits, '.', '_' or '-' (got "${source}")`);
  return { source, url: url.href };
}

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
  const enqueue = async (payloads: DeveloperIngestJobPayload[]) => {
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
    async 'developer add-docs'(db, flags, args) {
      const site = docsSite(flags, args);
      await addDeveloperDocSource(db, site.source, site.url);
      const [ingestJob] = await enqueue([{ kind: 'docs', ...site }]);
      return { added: { ...site, ingestJob } };
    },
    async 'developer refresh'(db, flags, args) {
      // a name without a slash is a documentation source id
      const sites = [];
      for (const name of args.filter((a) => !a.includes('/'))) {
        const site = await findDeveloperDocSource(db, name.toLowerCase());
        if (!site) throw new UsageError(`not a documentation source of the Developer Index (add it with developer add-docs): ${name}`);
        sites.push(site);
      }
      const repos = await repoNames(flags, args.filter((a) => a.includes('/')));
      if (repos.length === 0 && sites.length === 0) return { refresh: 'all', ingestJobs: await enqueue([{ kind: 'refresh' }]) };
      const unknown = [];
      for (const repo of repos) if (!(await findDeveloperRepository(db, repo))) unknown.push(repo);
      if (unknown.length) throw new UsageError(`not in the Developer Index (add them with developer add-repo): ${unknown.join(', ')}`);
      const payloads: DeveloperIngestJobPayload[] = [
        ...repos.map((repo) => ({ kind: 'repo' as const, repo })),
        ...sites.map((s) => ({ kind: 'docs' as const, source: s.id, url: s.baseUrl })),
      ];
      return { refresh: [...repos, ...sites.map((s) => s.id)], ingestJobs: await enqueue(payloads) };
    },
    async 'developer list'(db, flags) {
      const limit = flags.limit === undefined ? 20 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
      return { repositories: await listDeveloperRepositorySummaries(db), docs: await listDeveloperDocSourceSummaries(db), runs: await listDeveloperIngestRuns(db, limit) };
    },
  };
}

export const DEVELOPER_FLAGS = ['file', 'source'];
export const DEVELOPER_USAGE = `  developer add-repo <owner/name>... [--file <list.txt>]   (ingested by the search worker from GITHUB_API_URL)
  developer add-docs <url> [--source <id>]   (a docs site, or its sitemap: crawled from the sitemap through the scrape queue as markdown; id = the host by default)
  developer refresh [<owner/name>|<source>...]   (no name: every repository and documentation site)
  developer list [--limit <ingest runs>]`;
