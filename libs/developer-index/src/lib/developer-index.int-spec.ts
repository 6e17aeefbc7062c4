import { DeveloperSearchRequestSchema } from '@wsa/contracts';
import { closeDb, createDb, listDeveloperIngestRuns, listDeveloperRepositories, type Db } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import { startGithubStandIn, type GithubStandIn } from '../testing';
import { GithubClient } from './github/github.client';
import { ingestRepository } from './ingest-repository';
import { searchDeveloperIndex } from './search-developer-index';

let database: { url: string; drop(): Promise<void> };
let db: Db;
let github: GithubStandIn;
const limits = { maxIssues: 50, maxPulls: 50, maxCommentsPerThread: 50 };
const search = (req: Record<string, unknown>) => searchDeveloperIndex(db, DeveloperSearchRequestSchema.parse(req));

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 3 });
  // the issues list of acme/widgets first answers a primary rate limit (reset 1 s ahead)
  github = await startGithubStandIn({ rateLimit: { path: /\/repos\/acme\/widgets\/issues$/, kind: 'primary' } });
  const client = new GithubClient({ baseUrl: github.url, token: 'test-token', maxRateLimitWaitMs: 5000 });
  await ingestRepository(db, client, 'acme/widgets', limits);
  await ingestRepository(db, client, 'ACME/gadgets', limits);
}, 60000);

afterAll(async () => {
  await closeDb(db);
  await github.close();
  await database.drop();
});

describe('ingest from the GitHub REST API', () => {
  it('records facts, waits out the rate limit, follows Link paging and skips the malformed entry', async () => {
    const repos = await listDeveloperRepositories(db);
    expect(repos.map((r) => r.fullName)).toEqual(['acme/gadgets', 'acme/widgets']);
    const widgets = repos.find((r) => r.fullName === 'acme/widgets')!;
    expect(widgets).toMatchObject({ stars: 1500, language: 'TypeScript', topics: ['dashboard', 'yaml'], licenseSpdx: 'MIT', licenseState: 'licensed', archived: false });
    expect(repos.find((r) => r.fullName === 'acme/gadgets')).toMatchObject({ licenseState: 'known_absent', archived: true });
    // the limited request was repeated after the reset, and page 2 and 3 were fetched
    const issueLists = github.requests.filter((r) => r.path.startsWith('/repos/acme/widgets/issues?'));
    expect(issueLists.length).toBeGreaterThanOrEqual(4);
    expect(issueLists.some((r) => r.path.includes('page=3'))).toBe(true);
    expect(github.requests.every((r) => r.authorization === 'Bearer test-token')).toBe(true);
    const runs = await listDeveloperIngestRuns(db);
    const run = runs.find((r) => r.target === 'acme/widgets')!;
    expect(run.status).toBe('completed');
    expect(run.warnings.join(' ')).toMatch(/1 malformed issue entry/);
    // README + issues 12, 11, 9 + merged pull requests 10 and 8 (7 was closed unmerged)
    expect(run.documents).toBe(6);
  });

  it('a repository GitHub does not know is a failed run, not a crash', async () => {
    const client = new GithubClient({ baseUrl: github.url, maxRateLimitWaitMs: 1000 });
    const out = await ingestRepository(db, client, 'acme/missing', limits);
    expect(out.status).toBe('failed');
    expect(out.error).toMatch(/GitHub has no \/repos\/acme\/missing/);
  });
});

describe('search', () => {
  it('ranks the issue about the leak first, with its best passage and citation', async () => {
    const out = await search({ query: 'sparkline memory leak', k: 5, passages: 2 });
    expect(out.results[0]).toMatchObject({ id: 'issue:acme/widgets#12', type: 'issue', url: 'https://github.com/acme/widgets/issues/12', title: 'Memory leak when rendering sparkline panels' });
    expect(out.results[0].passages.length).toBe(2);
    expect(out.results[0].license).toEqual({ state: 'licensed', spdx_id: 'MIT' });
    expect(out.results.map((r) => r.id)).toContain('pull_request:acme/widgets#8');
    const comment = out.results[0].passages.find((p) => p.citation_url?.includes('#issuecomment-'));
    expect(comment?.text).toMatch(/heap grows/);
    // acme/missing failed its last refresh: repository types are degraded
    expect(out.coverage).toEqual({ doc: 'unavailable', issue: 'degraded', pull_request: 'degraded', readme: 'degraded' });
  });

  it('README sections cite their heading anchor', async () => {
    const out = await search({ query: 'panel cache seconds', types: ['readme'] });
    expect(out.results[0].id).toBe('readme:acme/widgets');
    expect(out.results[0].passages[0]).toMatchObject({ citation_url: 'https://github.com/acme/widgets/blob/main/README.md#configuring-the-cache' });
    expect(out.results[0].passages[0].text).toMatch(/cacheTtl/);
  });

  it('a prose question falls back to any word', async () => {
    const out = await search({ query: 'why does the heap keep growing forever in my app' });
    expect(out.results[0]?.id).toBe('issue:acme/widgets#12');
  });

  it('applies every repository filter', async () => {
    const ids = async (req: Record<string, unknown>) => (await search({ query: 'sparkline', ...req })).results.map((r) => r.id);
    expect(await ids({ language: 'go' })).toEqual(['readme:acme/gadgets']);
    expect(await ids({ repos: ['acme/gadgets'] })).toEqual(['readme:acme/gadgets']);
    expect(await ids({ license: 'mit', types: ['readme'] })).toEqual([]);
    expect(await ids({ query: 'dashboards yaml', license: 'mit', types: ['readme'] })).toEqual(['readme:acme/widgets']);
    expect(await ids({ archived: true })).toEqual(['readme:acme/gadgets']);
    expect(await ids({ min_stars: 1000, types: ['pull_request'] })).toEqual(expect.arrayContaining(['pull_request:acme/widgets#10', 'pull_request:acme/widgets#8']));
    expect(await ids({ max_stars: 100 })).toEqual(['readme:acme/gadgets']);
    expect(await ids({ topic: ['dashboard', 'YAML'], types: ['issue'] })).toEqual(['issue:acme/widgets#12']);
    expect(await ids({ topic: ['dashboard', 'server'] })).toEqual([]);
    expect(await ids({ fork: true })).toEqual([]);
    expect(await ids({ types: ['pull_request'] })).toEqual(expect.not.arrayContaining(['issue:acme/widgets#12']));
  });

  it('reports the named repositories and sources, and skipped types', async () => {
    const out = await search({ query: 'crash', repos: ['acme/gadgets', 'acme/nothing'], types: ['issue'] });
    expect(out.results.map((r) => r.id)).toEqual(['issue:acme/gadgets#3']);
    expect(out.repos).toEqual([
      { repo: 'acme/gadgets', indexed: true, types: { issue: true, pullRequest: false, readme: true } },
      { repo: 'acme/nothing', indexed: false, types: { issue: false, pullRequest: false, readme: false } },
    ]);
    expect(out.coverage).toMatchObject({ doc: 'skipped', pull_request: 'skipped', readme: 'skipped', issue: 'ok' });
    const docs = await search({ query: 'crash', sources: ['docs.example.com'] });
    expect(docs.sources).toEqual([{ source: 'docs.example.com', indexed: false }]);
    expect(docs.results).toEqual([]);
    expect(docs.coverage).toMatchObject({ doc: 'unavailable', issue: 'skipped' });
  });

  it('a query with no searchable word finds nothing, without an error', async () => {
    const out = await search({ query: '?!' });
    expect(out.results).toEqual([]);
  });
});
