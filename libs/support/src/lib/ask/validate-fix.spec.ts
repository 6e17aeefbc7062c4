import { ApiError, ScrapeRequestSchema, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import type { JobFacts } from './job-facts';
import { validateFix, VALIDATION_RESERVE_MS } from './validate-fix';

// the options as the job table stores them: the parsed request, defaults filled in
const stored = ScrapeRequestSchema.parse({ url: 'https://example.com/slow', timeout: 3000, formats: ['markdown', 'links'] });
const facts: JobFacts = {
  jobId: 'j', kind: 'scrape', status: 'failed', target: 'https://example.com/slow', options: stored as unknown as Record<string, unknown>,
  errorCode: 'SCRAPE_TIMEOUT', errorMessage: 'Scrape timed out after 3000ms.', statusCode: null, enginesTried: [], durationMs: 3100, creditsUsed: 0,
};
const page = (markdown: string): ScrapeResponse => ({ success: true, data: { markdown, metadata: { scrapeId: 'new-job', statusCode: 200, creditsUsed: 1, sourceURL: facts.target } } } as unknown as ScrapeResponse);

describe('validateFix', () => {
  it('re-runs the stored request with the fix, fresh from the site, and reports success with its evidence', async () => {
    const sent: ScrapeRequest[] = [];
    const v = await validateFix(async (r) => { sent.push(r); return page('# Slow page\n\nIt answered in the end.'); }, facts, { timeout: 30000 }, 60000, false);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://example.com/slow', timeout: 30000, maxAge: 0, origin: 'support-ask' });
    expect(sent[0].formats.map((f) => f.type)).toEqual(['markdown', 'links']);
    expect(v).toEqual({ tested: true, result: 'success', evidence: expect.stringMatching(/timeout":30000\}: job new-job, HTTP 200, \d+ characters of markdown in \d+ ms, 1 credit/) });
  });

  it('cuts the timeout to what is left of the budget, and says so', async () => {
    const sent: ScrapeRequest[] = [];
    const v = await validateFix(async (r) => { sent.push(r); return page('text '.repeat(50)); }, facts, { timeout: 120000 }, 40000, false);
    expect(sent[0].timeout).toBe(40000 - VALIDATION_RESERVE_MS);
    expect(v.evidence).toMatch(/timeout cut to 34000 ms from 120000 ms/);
  });

  it('a failure of the re-run is reported with its code and message', async () => {
    const v = await validateFix(async () => { throw new ApiError('SCRAPE_TIMEOUT', 'Scrape timed out after 30000ms.'); }, facts, { timeout: 30000 }, 60000, false);
    expect(v).toEqual({ tested: true, result: 'failure', evidence: expect.stringContaining('failed again after') });
    expect(v.evidence).toContain('SCRAPE_TIMEOUT: Scrape timed out after 30000ms.');
  });

  it('for an empty page, success needs more text than before', async () => {
    const empty = { ...facts, status: 'completed', errorCode: null, markdownChars: 10 };
    const same = await validateFix(async () => page('tiny'), empty, { waitFor: 3000, timeout: 16000 }, 60000, true);
    expect(same.result).toBe('failure');
    expect(same.evidence).toMatch(/still no more text than before \(10 characters\)/);
    const more = await validateFix(async () => page('x'.repeat(500)), empty, { waitFor: 3000, timeout: 16000 }, 60000, true);
    expect(more.result).toBe('success');
  });

  it('skips when too little of the budget is left, or the fixed request is invalid; the cache fix may read the cache', async () => {
    const run = jest.fn(async () => page('x'));
    expect(await validateFix(run, facts, { timeout: 30000 }, 7000, false)).toEqual({ tested: false, result: 'skipped', evidence: expect.stringContaining('budget') });
    const waits = { ...facts, options: { ...facts.options, waitFor: 30000, timeout: 60000 } };
    expect((await validateFix(run, waits, {}, 40000, false)).evidence).toMatch(/not valid with the time left \(waitFor must not exceed half of timeout\)/);
    expect(run).not.toHaveBeenCalled();
    const sent: ScrapeRequest[] = [];
    await validateFix(async (r) => { sent.push(r); return page('x'); }, { ...facts, options: { ...facts.options, minAge: 1000 } }, { minAge: null }, 60000, false);
    expect(sent[0].minAge).toBeUndefined();
    expect(sent[0].maxAge).not.toBe(0);
  });
});
