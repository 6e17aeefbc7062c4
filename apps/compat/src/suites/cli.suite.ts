import { clientEntry, runNode } from '../test-support/clients';
import type { MatrixContext } from './matrix-context';

// firecrawl-cli as a user runs it, with --api-url (and a key from the environment, or none).
export function cliSuite(ctx: MatrixContext): void {
  const cli = (args: string[], withKey = true) =>
    runNode(clientEntry('cli'), [...args, '--api-url', ctx.baseUrl], { FIRECRAWL_API_URL: ctx.baseUrl, ...(withKey ? { FIRECRAWL_API_KEY: ctx.apiKey } : {}) });

  it('scrape prints the article markdown', async () => {
    const res = await cli(['scrape', `${ctx.pagesUrl}/article`]);
    expect([res.code, res.stderr]).toEqual([0, expect.any(String)]);
    expect(res.stdout).toContain('# Field notes');
  });

  it('search prints results', async () => {
    const res = await cli(['search', 'typescript', '--limit', '3']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/https?:\/\//);
  });

  it('search works without a key (keyless)', async () => {
    const res = await cli(['search', 'typescript', '--limit', '2'], false);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/https?:\/\//);
  });

  it('credit-usage prints the balance', async () => {
    const res = await cli(['credit-usage']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Remaining Credits: \d+/);
  });

  it('--status shows concurrency and credits', async () => {
    const res = await runNode(clientEntry('cli'), ['--status'], { FIRECRAWL_API_URL: ctx.baseUrl, FIRECRAWL_API_KEY: ctx.apiKey });
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(new RegExp(`0/${ctx.maxConcurrency}`));
    expect(res.stdout).toMatch(/[Cc]redits/);
  });

  it('commands outside our contract print our message, not a stack trace', async () => {
    const res = await cli(['map', ctx.pagesUrl]);
    expect(res.code).not.toBe(0);
    expect(res.stdout + res.stderr).toMatch(/not found/i);
    expect(res.stdout + res.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });

  it('doctor <jobId> asks the support helper about the job and prints its answer', async () => {
    const scraped = await fetch(`${ctx.baseUrl}/v2/scrape`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.apiKey}` }, body: JSON.stringify({ url: `${ctx.pagesUrl}/article` }),
    }).then((r) => r.json());
    const jobId = String(scraped.data.metadata.scrapeId);
    const res = await cli(['doctor', jobId]);
    expect([res.code, res.stderr]).toEqual([0, expect.any(String)]);
    expect(res.stdout).toContain(`doctor ${jobId}`);
    expect(res.stdout).toContain(`Job ${jobId}: scrape of ${ctx.pagesUrl}/article, status completed`);
    const json = await cli(['doctor', jobId, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ answer: expect.any(String), confidence: expect.stringMatching(/^(high|medium|low)$/), validation: null });
  });
}
