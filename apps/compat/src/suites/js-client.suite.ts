import Firecrawl from '@mendable/firecrawl-js';
import type { MatrixContext } from './matrix-context';

// @mendable/firecrawl-js, the root's pinned release: every method that maps to an endpoint we serve.
export function jsClientSuite(ctx: MatrixContext): void {
  const client = () => new Firecrawl({ apiKey: ctx.apiKey, apiUrl: ctx.baseUrl });

  it('scrape keeps the article title and byline, and answers the attributes format', async () => {
    const doc = await client().scrape(`${ctx.pagesUrl}/article`, {
      formats: ['markdown', { type: 'attributes', selectors: [{ selector: 'article a', attribute: 'href' }] }],
    });
    expect(doc.markdown).toMatch(/^# Field notes\n\nBy Ada Walker\n/);
    expect(doc.attributes).toEqual([{ selector: 'article a', attribute: 'href', values: ['/more'] }]);
  });

  it('scrape with proxy "stealth" reports proxyUsed stealth', async () => {
    const doc = await client().scrape(`${ctx.pagesUrl}/article`, { formats: ['markdown'], proxy: 'stealth', maxAge: 0 });
    expect(doc.metadata?.proxyUsed).toBe('stealth');
    expect(doc.markdown).toContain('The second paragraph');
  });

  it('search answers web results, the github category, and the catalogue source in one call', async () => {
    const res = await client().search('typescript', { limit: 5, sources: ['web', 'alexandria'], categories: ['github'] });
    expect(res.web?.length).toBeGreaterThan(0);
    for (const r of res.web ?? []) {
      expect(r).toMatchObject({ url: expect.stringMatching(/^https:\/\/github\.com\/[^/]+\/[^/]+/), category: 'github' });
    }
    expect(res.warning).toMatch(/no provider catalogue/);
  });

  it('usage: credits from the ledger, tokens zero, queue and concurrency of the team', async () => {
    const c = client();
    const credits = await c.getCreditUsage();
    expect(credits.planCredits).toBe(ctx.credits);
    expect(credits.remainingCredits).toBeLessThan(ctx.credits);
    const history = await c.getCreditUsageHistorical(true);
    expect(history.periods[0]).toMatchObject({ apiKey: expect.stringMatching(/^wsa-/), creditsUsed: ctx.credits - credits.remainingCredits });
    expect(await c.getTokenUsage()).toMatchObject({ remainingTokens: 0, planTokens: 0 });
    expect(await c.getTokenUsageHistorical()).toEqual({ success: true, periods: [] });
    expect(await c.getQueueStatus()).toMatchObject({ success: true, jobsInQueue: 0, activeJobsInQueue: 0, waitingJobsInQueue: 0, maxConcurrency: ctx.maxConcurrency, mostRecentSuccess: expect.any(String) });
    expect(await c.getConcurrency()).toEqual({ concurrency: 0, maxConcurrency: ctx.maxConcurrency });
  });

  it('endpoints outside our contract fail with our JSON message', async () => {
    await expect(client().map(ctx.pagesUrl)).rejects.toMatchObject({ message: expect.stringContaining('Route POST /v2/map not found') });
    await expect(client().startCrawl(ctx.pagesUrl)).rejects.toMatchObject({ message: expect.stringContaining('Route POST /v2/crawl not found') });
  });
}
