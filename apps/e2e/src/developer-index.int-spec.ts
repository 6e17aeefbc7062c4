import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';
import { createInterface } from 'readline';
import Firecrawl from '@mendable/firecrawl-js';
import { FIXTURE_DOC_PAGES, MISSING_DOC_PATH, startDocsSiteStandIn, startGithubStandIn, type DocsSiteStandIn, type GithubStandIn } from '@wsa/developer-index/testing';
import { startSearxngStandIn } from '@wsa/search';
import { startStack, waitFor, type Stack } from '@wsa/testing';

// The Developer Index end to end: the operator adds a repository with the admin CLI, the search
// worker ingests it from a GitHub stand-in (paging, a retry-after answer, a malformed entry), and
// the official clients search it over HTTP. A documentation site on 127.0.0.1 is added with
// `developer add-docs` and crawled from its sitemap through the scrape queue (real scrape workers).
let stack: Stack;
let github: GithubStandIn;
let docsSite: DocsSiteStandIn;
let searx: Awaited<ReturnType<typeof startSearxngStandIn>>;
let client: Firecrawl;
let apiKey: string;

const get = async (path: string) => {
  const res = await fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${apiKey}` } });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  github = await startGithubStandIn({ rateLimit: { path: /\/pulls$/, kind: 'secondary' } });
  docsSite = await startDocsSiteStandIn();
  searx = await startSearxngStandIn();
  stack = await startStack({ GITHUB_API_URL: github.url, GITHUB_TOKEN: 'e2e-token', SEARXNG_URL: searx.url });
  apiKey = String((await stack.admin('keys', 'create', '--team', 'developer-team', '--credits', '200')).apiKey);
  client = new Firecrawl({ apiKey, apiUrl: stack.baseUrl });
  const added = await stack.admin('developer', 'add-repo', 'acme/widgets', 'https://github.com/acme/gadgets');
  expect(added.added).toEqual([
    { repo: 'acme/widgets', ingestJob: expect.any(String) },
    { repo: 'acme/gadgets', ingestJob: expect.any(String) },
  ]);
  await waitFor(async () => {
    const list = await stack.admin('developer', 'list');
    const repos = list.repositories as { refreshedAt: string | null }[];
    return repos.length === 2 && repos.every((r) => r.refreshedAt !== null);
  }, 60000, 'the ingest of both repositories');
  const docs = await stack.admin('developer', 'add-docs', `${docsSite.url}/docs/`, '--source', 'widgets-docs');
  expect(docs.added).toEqual({ source: 'widgets-docs', url: `${docsSite.url}/docs/`, ingestJob: expect.any(String) });
  await waitFor(async () => {
    const list = await stack.admin('developer', 'list');
    return (list.docs as { refreshedAt: string | null }[]).some((d) => d.refreshedAt !== null);
  }, 120000, 'the crawl of the documentation site');
}, 300000);

afterAll(async () => {
  await stack?.stop();
  await github?.close();
  await docsSite?.close();
  await searx?.close();
});

it('the admin CLI lists what the search worker ingested, and the worker honoured retry-after', async () => {
  const list = await stack.admin('developer', 'list');
  expect(list.repositories).toEqual(expect.arrayContaining([
    expect.objectContaining({ repo: 'acme/widgets', stars: 1500, language: 'TypeScript', license: 'MIT', readme: 1, issues: 3, pullRequests: 2, lastError: null }),
  ]));
  const runs = list.runs as { target: string; status: string; warnings: string[] }[];
  expect(runs.find((r) => r.target === 'acme/widgets')).toMatchObject({ status: 'completed', warnings: [expect.stringMatching(/malformed issue/)] });
  // the pulls list answered 429 once, then was asked again; every request carried the token
  expect(github.requests.filter((r) => r.path.startsWith('/repos/acme/widgets/pulls?')).length).toBeGreaterThanOrEqual(2);
  expect(github.requests.every((r) => r.authorization === 'Bearer e2e-token')).toBe(true);
});

it('the JS client developerSearch finds issues and merged pull requests with passages', async () => {
  const res = await client.developerSearch('sparkline memory leak', { k: 5, passages: 2, repos: ['acme/widgets'] });
  expect(res.success).toBe(true);
  expect(res.results[0]).toMatchObject({ id: 'issue:acme/widgets#12', url: 'https://github.com/acme/widgets/issues/12', license: { state: 'licensed', spdx_id: 'MIT' } });
  expect(res.results[0].passages).toHaveLength(2);
  expect(res.results.map((r) => r.id)).toContain('pull_request:acme/widgets#8');
  expect(res.repos).toEqual([{ repo: 'acme/widgets', indexed: true, types: { issue: true, pullRequest: true, readme: true } }]);
  const raw = res as unknown as { coverage: Record<string, string>; reranked: boolean; creditsUsed: number };
  expect(raw.coverage).toEqual({ doc: 'skipped', issue: 'ok', pull_request: 'ok', readme: 'ok' });
  expect(raw.creditsUsed).toBe(2);
});

it('GET takes the same parameters from the query string; bad ones are a 400 with details', async () => {
  const ok = await get('/v2/search/developer?query=gadget%20server&types=readme&language=go&archived=true&origin=cli');
  expect(ok.status).toBe(200);
  expect(ok.body.results.map((r: { id: string }) => r.id)).toEqual(['readme:acme/gadgets']);
  expect(ok.body.results[0].license).toEqual({ state: 'known_absent', spdx_id: null });
  const bad = await get('/v2/search/developer?query=x&k=500');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ success: false, error: 'Invalid query parameters', details: expect.any(Array) });
  const impossible = await get('/v2/search/developer?query=x&types=doc&repos=acme/widgets');
  expect(impossible.status).toBe(400);
  expect(JSON.stringify(impossible.body.details)).toMatch(/cannot match the requested types/);
  // the JS client's POST: the same checks, the refusal's own message
  const post = await fetch(`${stack.baseUrl}/v2/search/developer`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify({ query: 'x', types: ['issue'], sources: ['docs'] }),
  });
  expect(post.status).toBe(400);
  expect(await post.json()).toMatchObject({ success: false, error: expect.stringMatching(/sources filters documentation pages/), details: expect.any(Array) });
});

it('a documentation site is crawled from its sitemap through the scrape queue, uncharged, and searched as `doc`', async () => {
  const list = await stack.admin('developer', 'list');
  expect(list.docs).toEqual([expect.objectContaining({ source: 'widgets-docs', pages: FIXTURE_DOC_PAGES.length, lastError: null })]);
  const run = (list.runs as { kind: string; target: string; status: string; warnings: string[] }[]).find((r) => r.kind === 'docs');
  expect(run).toMatchObject({ target: 'widgets-docs', status: 'completed', warnings: expect.arrayContaining(['2 malformed sitemap entries skipped', expect.stringContaining(MISSING_DOC_PATH)]) });
  // the pages were scraped by the scrape workers as jobs of the operator's team, and nothing was charged
  const jobs = await stack.admin('jobs', 'list', '--team', 'operator:index-ingest');
  expect(jobs.count).toBe(FIXTURE_DOC_PAGES.length + 1);
  const team = await stack.admin('team', 'show', '--team', 'operator:index-ingest');
  expect(team).toMatchObject({ team: { creditBalance: 0 }, ledger: [] });

  const res = await get('/v2/search/developer?query=panels%20off%20screen%20pause%20refresh&types=doc&sources=widgets-docs&k=3');
  expect(res.status).toBe(200);
  expect(res.body.results[0]).toMatchObject({
    id: expect.stringMatching(/^doc:/), type: 'doc', url: `${docsSite.url}/docs/panels`, title: expect.stringMatching(/Panels/),
    passages: [{ text: expect.stringMatching(/off screen pause their refresh/), citation_url: `${docsSite.url}/docs/panels#refresh-interval` }],
  });
  // the page's navigation and footer are not content
  expect(JSON.stringify(res.body.results)).not.toMatch(/Copyright Widgets contributors/);
  expect(res.body.sources).toEqual([{ source: 'widgets-docs', indexed: true }]);
  expect(res.body.coverage).toEqual({ doc: 'ok', issue: 'skipped', pull_request: 'skipped', readme: 'skipped' });
  // the JS client's POST, every type: documentation pages rank with the rest
  const mixed = await client.developerSearch('canvas renderer pool of contexts', { k: 5 });
  expect(mixed.results.map((r) => r.id)).toContainEqual(expect.stringMatching(/^doc:/));
});

it('the deprecated /github route answers from the same index', async () => {
  const res = await get('/v2/search/research/github?query=canvas%20pool&k=3');
  expect(res.status).toBe(200);
  expect(res.body.results[0]).toMatchObject({
    resultType: 'pull_request', repo: 'acme/widgets', number: 8, pageType: 'pull', url: 'https://github.com/acme/widgets/pull/8', snippet: expect.stringMatching(/canvas/i),
  });
  expect((await get('/v2/search/research/github?k=3')).status).toBe(400);
});

it('web search with the developer category answers from the index, else from developer sites on the web', async () => {
  const hit = await client.search('dark theme contrast', { limit: 3, categories: ['developer'] });
  expect(hit.web?.[0]).toMatchObject({ url: 'https://github.com/acme/widgets/issues/9', category: 'developer', position: 1, description: expect.stringMatching(/dark theme/) });
  const miss = await client.search('zebra quantum', { limit: 3, categories: ['developer'] });
  for (const r of miss.web ?? []) expect(r).toMatchObject({ category: 'developer' });
  // the fallback asked the web provider for developer sites only
  expect(searx.requests.some((q) => /site:github\.com/.test(q.get('q') ?? ''))).toBe(true);
});

it('the MCP server reaches the index (developer search tool; the deprecated GitHub tool points to it)', async () => {
  const mcp = await McpStdio.start(join(__dirname, '../../compat/clients/node_modules/firecrawl-mcp/dist/index.js'), { FIRECRAWL_API_URL: stack.baseUrl, FIRECRAWL_API_KEY: apiKey });
  try {
    const found = await mcp.callTool('firecrawl_developer_search', { query: 'panel cache seconds', k: 3 });
    expect(found.isError).toBe(false);
    expect(found.text).toContain('readme:acme/widgets');
    expect(found.text).toMatch(/cacheTtl/);
    const github = await mcp.callTool('firecrawl_research_search_github', { query: 'sparkline', k: 3 });
    expect(github.text).toMatch(/firecrawl_developer_search/);
  } finally {
    await mcp.close();
  }
});

/** Newline-delimited JSON-RPC 2.0 over stdio, as an agent host speaks to an MCP server. */
class McpStdio {
  private nextId = 1;
  private readonly pending = new Map<number, (msg: { result?: unknown; error?: { message: string } }) => void>();
  private constructor(private readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let msg: { id?: number; result?: unknown; error?: { message: string } };
      try { msg = JSON.parse(line); } catch { return; }
      if (msg.id !== undefined) this.pending.get(msg.id)?.(msg);
    });
  }
  static async start(script: string, env: Record<string, string>): Promise<McpStdio> {
    const mcp = new McpStdio(spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] }));
    await mcp.request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'wsa-e2e', version: '1' } });
    mcp.child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} }) + '\n');
    return mcp;
  }
  request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (msg) => (msg.error ? reject(new Error(msg.error.message)) : resolve(msg.result)));
      this.child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
  }
  async callTool(name: string, args: Record<string, unknown>): Promise<{ isError: boolean; text: string }> {
    const res = (await this.request('tools/call', { name, arguments: args })) as { isError?: boolean; content?: { text?: string }[] };
    return { isError: res.isError === true, text: (res.content ?? []).map((c) => c.text ?? '').join('\n') };
  }
  async close(): Promise<void> {
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    await exited;
  }
}
