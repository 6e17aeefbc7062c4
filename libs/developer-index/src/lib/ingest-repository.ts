import { GithubClient, GithubNotFoundError } from './github/github.client';
import {
  GithubCommentSchema, GithubIssueSchema, GithubPullSchema, GithubReadmeSchema, GithubRepoSchema, licenseOf, parseEach, type GithubComment,
} from './github/github.schemas';
import {
  addDeveloperRepository, finishDeveloperIngestRun, markDeveloperRepositoryRefreshed, saveDeveloperRepositoryFacts, startDeveloperIngestRun, storeDeveloperDocument, type StoredDeveloperDocument,
  type Db,
} from '@wsa/db';
import { segmentMarkdown, type Segment } from './segment-markdown';

export type IngestLimits = { maxIssues: number; maxPulls: number; maxCommentsPerThread: number };

export type IngestOutcome = { runId: string; repo: string; status: 'completed' | 'partial' | 'failed'; documents: number; segments: number; warnings: string[]; error?: string };

/**
 * Fills the index with one repository from GitHub: its facts, README, latest issues and merged pull
 * requests with their conversation. What arrived before a failure (rate limit, network) is kept;
 * the run and the repository record why it is incomplete, and search reports `degraded`.
 */
export async function ingestRepository(db: Db, github: GithubClient, fullName: string, limits: IngestLimits): Promise<IngestOutcome> {
  const repositoryId = await addDeveloperRepository(db, fullName);
  const runId = await startDeveloperIngestRun(db, 'repo', fullName);
  const warnings: string[] = [];
  let documents = 0;
  let segments = 0;
  const store = async (doc: StoredDeveloperDocument) => {
    segments += await storeDeveloperDocument(db, doc);
    documents += 1;
  };
  let error: string | undefined;
  let fatal = false;
  try {
    const repo = GithubRepoSchema.safeParse(await github.get(`/repos/${fullName}`));
    if (!repo.success) throw new Error(`GitHub's answer for ${fullName} is not a repository: ${repo.error.issues[0]?.message}`);
    const facts = repo.data;
    const name = facts.full_name;
    const license = licenseOf(facts);
    await saveDeveloperRepositoryFacts(db, repositoryId, {
      fullName: name, htmlUrl: facts.html_url, description: facts.description ?? null, stars: facts.stargazers_count, language: facts.language ?? null,
      topics: facts.topics ?? [], licenseSpdx: license.spdx, licenseState: license.state, archived: facts.archived ?? false, fork: facts.fork ?? false,
    });
    await ingestReadme(github, name, facts.html_url, repositoryId, store, warnings);
    await ingestIssues(github, name, repositoryId, limits, store, warnings);
    await ingestPulls(github, name, repositoryId, limits, store, warnings);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    // not found, or nothing arrived: failed; a limit or network failure later on keeps what arrived
    fatal = err instanceof GithubNotFoundError || documents === 0;
  }
  const status = error ? (fatal ? 'failed' : 'partial') : 'completed';
  // only a failure makes the repository's coverage degraded; skipped malformed entries are GitHub's
  await markDeveloperRepositoryRefreshed(db, repositoryId, error ?? null);
  await finishDeveloperIngestRun(db, runId, { status, documents, segments, warnings, error });
  return { runId, repo: fullName, status, documents, segments, warnings, ...(error ? { error } : {}) };
}

type Store = (doc: StoredDeveloperDocument) => Promise<void>;

async function ingestReadme(github: GithubClient, repo: string, repoUrl: string, repositoryId: string, store: Store, warnings: string[]) {
  let raw: unknown;
  try {
    raw = await github.get(`/repos/${repo}/readme`);
  } catch (err) {
    if (err instanceof GithubNotFoundError) return; // a repository without a README
    throw err;
  }
  const readme = GithubReadmeSchema.safeParse(raw);
  if (!readme.success || readme.data.encoding !== 'base64') {
    warnings.push(`README of ${repo}: unreadable answer, skipped`);
    return;
  }
  const markdown = Buffer.from(readme.data.content, 'base64').toString('utf8');
  const url = readme.data.html_url ?? `${repoUrl}#readme`;
  await store({ type: 'readme', key: `readme:${repo}`, url, title: `${repo} README`, repositoryId, segments: segmentMarkdown(markdown, url) });
}

async function ingestIssues(github: GithubClient, repo: string, repositoryId: string, limits: IngestLimits, store: Store, warnings: string[]) {
  // the issues list includes pull requests (they have `pull_request`); ask for more to fill maxIssues
  const raw = await github.list(`/repos/${repo}/issues?state=all&sort=updated&direction=desc&per_page=100`, limits.maxIssues * 2);
  const { items, malformed } = parseEach(GithubIssueSchema, raw);
  if (malformed) warnings.push(`${malformed} malformed issue entr${malformed === 1 ? 'y' : 'ies'} of ${repo} skipped`);
  for (const issue of items.filter((i) => i.pull_request === undefined).slice(0, limits.maxIssues)) {
    const comments = (issue.comments ?? 0) > 0 ? await threadComments(github, repo, issue.number, limits, warnings) : [];
    await store({
      type: 'issue', key: `issue:${repo}#${issue.number}`, url: issue.html_url, title: issue.title, number: issue.number, repositoryId,
      segments: threadSegments(issue.body ?? '', issue.html_url, comments),
    });
  }
}

async function ingestPulls(github: GithubClient, repo: string, repositoryId: string, limits: IngestLimits, store: Store, warnings: string[]) {
  const raw = await github.list(`/repos/${repo}/pulls?state=closed&sort=updated&direction=desc&per_page=100`, limits.maxPulls * 2);
  const { items, malformed } = parseEach(GithubPullSchema, raw);
  if (malformed) warnings.push(`${malformed} malformed pull request entr${malformed === 1 ? 'y' : 'ies'} of ${repo} skipped`);
  // closed but not merged pull requests are not evidence of what the project accepted
  for (const pull of items.filter((p) => p.merged_at).slice(0, limits.maxPulls)) {
    const comments = await threadComments(github, repo, pull.number, limits, warnings);
    await store({
      type: 'pull_request', key: `pull_request:${repo}#${pull.number}`, url: pull.html_url, title: pull.title, number: pull.number, repositoryId,
      segments: threadSegments(pull.body ?? '', pull.html_url, comments),
    });
  }
}

/** The conversation of an issue or pull request (pull request conversations are issue comments). */
async function threadComments(github: GithubClient, repo: string, number: number, limits: IngestLimits, warnings: string[]): Promise<GithubComment[]> {
  const raw = await github.list(`/repos/${repo}/issues/${number}/comments?per_page=100`, limits.maxCommentsPerThread);
  const { items, malformed } = parseEach(GithubCommentSchema, raw);
  if (malformed) warnings.push(`${malformed} malformed comment(s) on ${repo}#${number} skipped`);
  return items;
}

/** Body and comments as passages; each cites the issue, or the comment's own anchor. */
export function threadSegments(body: string, url: string, comments: GithubComment[]): Segment[] {
  const out = segmentMarkdown(body, url).map((s) => ({ ...s, citationUrl: url }));
  for (const c of comments) {
    const heading = c.user?.login ? `Comment by @${c.user.login}` : 'Comment';
    out.push(...segmentMarkdown(c.body ?? '', c.html_url).map((s) => ({ ...s, heading: s.heading || heading, citationUrl: c.html_url })));
  }
  return out;
}
