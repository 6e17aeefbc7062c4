import { callAiSdkTool } from '../test-support/clients';
import type { MatrixContext } from './matrix-context';

// firecrawl-aisdk's tools, executed directly as a model's tool call would run them.
export function aiSdkSuite(ctx: MatrixContext): void {
  const env = () => ({ FIRECRAWL_API_KEY: ctx.apiKey, FIRECRAWL_API_URL: ctx.baseUrl });

  it('scrape returns the document', async () => {
    const res = await callAiSdkTool('scrape', { url: `${ctx.pagesUrl}/article`, formats: ['markdown'], proxy: 'stealth', maxAge: 0 }, env());
    expect(res).toMatchObject({ ok: true, result: { markdown: expect.stringContaining('# Field notes'), metadata: { proxyUsed: 'stealth' } } });
  });

  it('search returns grouped results, the github category included', async () => {
    const res = await callAiSdkTool('search', { query: 'typescript', limit: 3, categories: [{ type: 'github' }] }, env());
    expect(res.ok).toBe(true);
    const web = (res.result as { web?: { url: string; category?: string }[] }).web ?? [];
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((r) => r.url.startsWith('https://github.com/') && r.category === 'github')).toBe(true);
  });

  it('tools outside our contract report our message', async () => {
    const res = await callAiSdkTool('map', { url: ctx.pagesUrl }, env());
    expect(res).toMatchObject({ ok: false, error: expect.stringMatching(/not found/i) });
  });
}
