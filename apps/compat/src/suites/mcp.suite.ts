import { clientEntry } from '../test-support/clients';
import { McpStdio } from '../test-support/mcp-stdio';
import { CATALOGUE_DISABLED, type MatrixContext } from './matrix-context';

// firecrawl-mcp over stdio, as an agent host runs it (FIRECRAWL_API_URL points at us).
export function mcpSuite(ctx: MatrixContext): void {
  let mcp: McpStdio;
  beforeAll(async () => {
    mcp = await McpStdio.start(clientEntry('mcp'), { FIRECRAWL_API_KEY: ctx.apiKey, FIRECRAWL_API_URL: ctx.baseUrl });
  }, 60000);
  afterAll(() => mcp?.close());

  it('lists the tools the matrix drives', async () => {
    expect(await mcp.listTools()).toEqual(expect.arrayContaining(['firecrawl_scrape', 'firecrawl_search', 'firecrawl_credit_usage', 'firecrawl_find_tools']));
  });

  it('firecrawl_search with its defaults (web + alexandria, toolDetail, domainTools) answers web results in one call', async () => {
    const res = await mcp.callTool('firecrawl_search', { query: 'typescript', limit: 3 });
    expect(res.isError).toBe(false);
    expect(res.json).toMatchObject({
      success: true,
      data: { web: expect.arrayContaining([expect.objectContaining({ url: expect.any(String) })]) },
      warning: expect.stringContaining('no provider catalogue'),
    });
  });

  it('firecrawl_search with explicit sources and toolDetail full', async () => {
    const res = await mcp.callTool('firecrawl_search', { query: 'typescript', limit: 2, sources: ['web', 'news'], toolDetail: 'full' });
    expect(res.isError).toBe(false);
    expect((res.json as { data: { web?: unknown[] } }).data.web?.length).toBeGreaterThan(0);
  });

  it('firecrawl_search with every field its schema allows (filter, tbs, location, categories, highlights) still answers in one call', async () => {
    const res = await mcp.callTool('firecrawl_search', {
      query: 'typescript', limit: 2, filter: '0', tbs: 'qdr:y', location: 'Berlin, Germany', categories: ['pdf'], highlights: false,
      sources: ['web', 'alexandria'], toolDetail: 'summary', domainTools: true,
    });
    expect(res.isError).toBe(false);
    expect(res.json).toMatchObject({ success: true, warning: expect.stringContaining('filter option has no effect') });
  });

  it('firecrawl_scrape returns the article with its title and byline', async () => {
    const res = await mcp.callTool('firecrawl_scrape', { url: `${ctx.pagesUrl}/article`, formats: ['markdown'] });
    expect(res.isError).toBe(false);
    expect(res.text).toContain('# Field notes');
    expect(res.text).toContain('By Ada Walker');
  });

  it('firecrawl_credit_usage shows the ledger balance', async () => {
    const res = await mcp.callTool('firecrawl_credit_usage', {});
    expect(res.isError).toBe(false);
    expect(res.text).toMatch(/remainingCredits/);
  });

  it('catalogue tools get the clean "not enabled" message', async () => {
    for (const [tool, args] of [
      ['firecrawl_find_tools', {}],
      ['firecrawl_find_tools', { query: 'company filings' }],
      ['firecrawl_scrape', { alexandria: { provider: 'fred', capability: 'series/observations' } }],
    ] as const) {
      const res = await mcp.callTool(tool, args);
      expect([tool, res.isError]).toEqual([tool, true]);
      expect(res.text).toContain(CATALOGUE_DISABLED);
    }
  });

  it('tools outside our contract fail with our JSON message, not a crash', async () => {
    const map = await mcp.callTool('firecrawl_map', { url: ctx.pagesUrl });
    expect(map.isError).toBe(true);
    expect(map.text).toMatch(/not found/i);
    // the research tools are served (the Research Index, apps/e2e/src/research-index.int-spec.ts drives each)
    const papers = await mcp.callTool('firecrawl_research_search_papers', { query: 'protein folding' });
    expect(papers.isError).toBe(false);
  });
}
