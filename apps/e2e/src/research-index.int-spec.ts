import { spawn, type ChildProcess } from 'child_process';
import path from 'path';
import { createInterface } from 'readline';
import Firecrawl from '@mendable/firecrawl-js';
import { arxivExperimentsText, startResearchStandIns, startStack, type ResearchStandIns, type Stack } from '@wsa/testing';

// The Research Index through `npm start` (gateway -> research queue -> search worker -> Europe PMC
// and arXiv stand-ins -> PostgreSQL), called as users call it: the official JS client's research
// methods, the admin CLI's ingest, and firecrawl-mcp's research tools over stdio.
let stack: Stack;
let papers: ResearchStandIns;
let client: Firecrawl;
let apiKey: string;

beforeAll(async () => {
  papers = await startResearchStandIns({ rateLimitFirst: true, malformed: true });
  stack = await startStack({ EUROPEPMC_API_URL: papers.europepmcUrl, ARXIV_API_URL: papers.arxivUrl, ARXIV_FULLTEXT_URL: papers.arxivUrl, PUBMED_EUTILS_URL: papers.pubmedUrl, BIORXIV_API_URL: papers.biorxivUrl, ARXIV_MIN_INTERVAL_MS: '100' });
  apiKey = String((await stack.admin('keys', 'create', '--team', 'research-team', '--credits', '10')).apiKey);
  client = new Firecrawl({ apiKey, apiUrl: stack.baseUrl });
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await papers?.close();
});

const credits = async () => ((await client.getCreditUsage()) as { remainingCredits: number }).remainingCredits;

it('searchPapers on a fresh install fans out to the sources, answers, keeps what arrived, and costs nothing', async () => {
  const res = await client.research.searchPapers('crispr base editor deamination', { k: 5 });
  expect(res.success).toBe(true);
  expect(res.results).toHaveLength(5);
  expect(res.results[0]).toMatchObject({ paperId: expect.stringMatching(/^\d+$/), primaryId: expect.stringMatching(/^pmid:/), ids: { pmid: [expect.any(String)] }, score: expect.any(Number) });
  expect(papers.requests.some((r) => r.api === 'europepmc' && r.path.startsWith('/search'))).toBe(true);
  expect(papers.requests.some((r) => r.api === 'arxiv' && r.path.startsWith('/api/query'))).toBe(true);
  // the first request of each source was answered 429; the worker retried after Retry-After
  expect(papers.requests.filter((r) => r.status === 429)).toHaveLength(2);
  const seen = papers.requests.length;
  const again = await client.research.searchPapers('crispr base editor deamination', { k: 3, from: '2018-01-01', to: '2030-12-31' });
  expect(again.results).toHaveLength(3);
  expect(papers.requests.length).toBe(seen);
  expect(await credits()).toBe(10);
});

it('getPaper: metadata by any id, passages with a query, 400 for malformed ids and k without query, 404 for unknown', async () => {
  const open = papers.corpus.find((p) => p.pmcid && p.topic === 8)!;
  const meta = await client.research.getPaper(`pmid:${open.pmid}`);
  expect(meta.paper).toMatchObject({ title: open.title, authors: open.authors.map((a) => a.name).join(', '), createdDate: open.published, ids: { pmid: [open.pmid], pmcid: [open.pmcid], doi: [open.doi] } });
  const byCanonical = await client.research.getPaper(meta.paper.paperId);
  expect(byCanonical.paper.title).toBe(open.title);

  const read = await client.research.getPaper(`pmcid:${open.pmcid}`, { query: 'measured with a standard protocol', k: 2 });
  expect(read.paperId).toBe(meta.paper.paperId);
  expect(read.query).toBe('measured with a standard protocol');
  expect(read.passages[0]!.text).toContain('We measured');

  await expect(client.research.getPaper('arxiv:not-an-id')).rejects.toMatchObject({ status: 400 });
  await expect(client.research.getPaper('pmid:1')).rejects.toMatchObject({ status: 404 });
  const raw = await fetch(`${stack.baseUrl}/v2/search/research/papers/${encodeURIComponent(`pmid:${open.pmid}`)}?k=3&origin=x`, { headers: { authorization: `Bearer ${apiKey}`, 'x-origin': 'mcp' } });
  expect(raw.status).toBe(400);
  expect(await raw.json()).toMatchObject({ success: false, error: 'Invalid query parameters', details: [expect.objectContaining({ message: 'k is only valid when query is present' })] });
  const anonymous = await fetch(`${stack.baseUrl}/v2/search/research/papers?query=x`);
  expect(anonymous.status).toBe(401);
});

it('getPaper on arXiv papers: full text from the HTML rendering, else the PDF, scraped by the scrape workers uncharged', async () => {
  const [html, pdf] = papers.corpus.filter((p) => p.arxiv).slice(0, 2);
  const q = { query: 'experiments benchmarks ablation table', k: 2 };
  const fromHtml = await client.research.getPaper(`arxiv:${html!.arxiv}`, q);
  expect(fromHtml.passages[0]).toMatchObject({ text: arxivExperimentsText(html!), section: expect.stringMatching(/Experiments/) });
  const fromPdf = await client.research.getPaper(`arxiv:${pdf!.arxiv}`, q);
  expect(fromPdf.passages.map((p) => p.text).join(' ')).toMatch(/ablation/);
  // the scrape workers parsed the PDF; the jobs belong to the operator's team and cost nothing
  const jobs = await stack.admin('jobs', 'list', '--team', 'operator:index-ingest');
  expect(jobs.count).toBe(3);
  expect(await stack.admin('team', 'show', '--team', 'operator:index-ingest')).toMatchObject({ team: { creditBalance: 0 }, ledger: [] });
});

it('similarPapers: citers and references through the citation graph, with signals and pool size', async () => {
  const seed = papers.corpus.filter((p) => p.topic === 11 && p.pmid).find((p) => p.cites.length > 1 && papers.corpus.some((q) => q.cites.includes(p.n)))!;
  const citers = await client.research.similarPapers(`pmid:${seed.pmid}`, { intent: 'plasmid transfer', mode: 'citers', k: 50 });
  expect(citers.results.map((r) => r.primaryId).sort()).toEqual(papers.corpus.filter((q) => q.cites.includes(seed.n)).map((q) => `pmid:${q.pmid}`).sort());
  expect(citers.results[0]!.signals).toMatchObject({ structural: expect.any(Number), semantic: expect.any(Number) });
  const refs = await client.research.similarPapers(`pmid:${seed.pmid}`, { intent: 'resistance', mode: 'references', k: 1 });
  expect(refs).toMatchObject({ poolSize: seed.cites.length, truncated: true });
  expect(refs.results).toHaveLength(1);
});

it("similarPapers mode similar adds PubMed's similar articles (elink neighbor_score), unknown ones stored from esummary with titles", async () => {
  const onPubmed = papers.corpus.filter((p) => p.pmid);
  const kin = (p: (typeof onPubmed)[number]) => onPubmed.filter((x) => x !== p && x.topic === p.topic && x.subtopic === p.subtopic);
  const seed = onPubmed.filter((p) => p.topic === 9).find((p) => kin(p).length >= 3)!;
  expect(seed).toBeDefined();
  const before = papers.requests.length;
  const res = await client.research.similarPapers(`pmid:${seed.pmid}`, { intent: seed.title, mode: 'similar', k: 200 });
  const asked = papers.requests.slice(before).filter((r) => r.api === 'pubmed');
  expect(asked.some((r) => r.path.startsWith('/elink.fcgi') && r.path.includes('cmd=neighbor_score') && r.path.includes(`id=${seed.pmid}`))).toBe(true);
  const summary = asked.find((r) => r.path.startsWith('/esummary.fcgi'));
  expect(summary).toBeDefined();
  // the stand-in damages the second summary it is asked for (no title): that paper may be missing
  const damaged = new URL(summary!.path, 'http://x').searchParams.get('id')!.split(',')[1];
  for (const x of kin(seed).filter((k) => k.pmid !== damaged)) {
    expect(res.results.find((r) => r.ids?.pmid?.includes(x.pmid!))).toMatchObject({ title: x.title, signals: { structural: expect.any(Number) } });
  }
  // kept: a second read asks PubMed nothing
  const again = papers.requests.length;
  const second = await client.research.similarPapers(`pmid:${seed.pmid}`, { intent: seed.title, mode: 'similar', k: 200 });
  expect(papers.requests.slice(again).some((r) => r.api === 'pubmed')).toBe(false);
  expect(second.results.length).toBe(res.results.length);
  expect(await credits()).toBe(10);
});

it('admin research ingest runs as a queue job with progress, and research runs lists it', async () => {
  const out = (await stack.admin('research', 'ingest', '--source', 'arxiv', '--query', 'cat:cs.LG', '--from', '2018-01-01', '--max', '30', '--wait', '60')) as { run: { id: string; status: string; stored: number; failures: number } };
  const inCorpus = papers.corpus.filter((p) => p.arxiv && p.categories.includes('cs.LG')).length;
  expect(out.run).toMatchObject({ status: 'completed', stored: Math.min(30, inCorpus), failures: 1 });
  const runs = (await stack.admin('research', 'runs')) as { runs: { id: string }[] };
  expect(runs.runs[0]!.id).toBe(out.run.id);
  const found = await client.research.searchPapers('reinforcement policy reward', { k: 5, categories: ['cs.LG'] });
  expect(found.results.length).toBeGreaterThan(0);
});

/** A minimal MCP host over stdio (newline-delimited JSON-RPC 2.0), as apps/compat drives firecrawl-mcp. */
function startMcp(env: Record<string, string>) {
  const script = path.resolve(__dirname, '../../compat/clients/node_modules/firecrawl-mcp/dist/index.js');
  const child: ChildProcess = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  const pending = new Map<number, (v: unknown) => void>();
  let next = 1;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const msg = JSON.parse(line) as { id?: number; result?: unknown; error?: unknown };
      if (msg.id !== undefined) pending.get(msg.id)?.(msg.result ?? { error: msg.error });
    } catch {
      // not a JSON-RPC line
    }
  });
  const request = (method: string, params: unknown = {}) => new Promise<unknown>((resolve) => {
    const id = next++;
    pending.set(id, resolve);
    child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
  });
  return {
    async init() {
      await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'wsa-e2e', version: '1' } });
      child.stdin!.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized', params: {} }) + '\n');
    },
    async call(name: string, args: Record<string, unknown>) {
      const res = (await request('tools/call', { name, arguments: args })) as { isError?: boolean; content?: { text?: string }[]; structuredContent?: Record<string, unknown> };
      return { isError: res.isError === true, text: (res.content ?? []).map((c) => c.text ?? '').join('\n'), structured: res.structuredContent };
    },
    close: () => new Promise<void>((r) => {
      child.once('exit', () => r());
      child.stdin!.end();
      child.kill('SIGTERM');
    }),
  };
}

it('firecrawl-mcp: each research tool against our server', async () => {
  const mcp = startMcp({ FIRECRAWL_API_KEY: apiKey, FIRECRAWL_API_URL: stack.baseUrl });
  try {
    await mcp.init();
    const open = papers.corpus.find((p) => p.pmcid && p.topic === 12)!;
    const search = await mcp.call('firecrawl_research_search_papers', { query: 'sars cov vaccine neutralizing antibody variant', k: 3 });
    expect(search.isError).toBe(false);
    expect(search.text).toMatch(/^## \[pmid:\d+\] /);

    const inspect = await mcp.call('firecrawl_research_inspect_paper', { paperId: `pmid:${open.pmid}` });
    expect(inspect.isError).toBe(false);
    expect(inspect.text).toContain(`# ${open.title}`);
    expect(inspect.text).toContain(`pmcid:${open.pmcid}`);

    const read = await mcp.call('firecrawl_research_read_paper', { paperId: `pmid:${open.pmid}`, question: 'measured with a standard protocol', k: 1 });
    expect(read.isError).toBe(false);
    expect(read.text).toContain('We measured');

    const related = await mcp.call('firecrawl_research_related_papers', { seed_ids: [`pmid:${open.pmid}`], intent: 'vaccine', mode: 'references' });
    expect(related.isError).toBe(false);
    expect(related.text).toMatch(/\(poolSize=\d+\)/);

    // deprecated in this MCP release: answered by the tool itself with its replacement, no call to us
    const github = await mcp.call('firecrawl_research_search_github', { query: 'x' });
    expect(github.text).toMatch(/DEPRECATED_TOOL|firecrawl_developer_search/);
  } finally {
    await mcp.close();
  }
});
