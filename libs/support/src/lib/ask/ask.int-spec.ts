import { randomUUID } from 'crypto';
import { ApiError, ScrapeRequestSchema, type ScrapeRequest, type ScrapeResponse } from '@wsa/contracts';
import { closeDb, createDb, createJob, findOrCreateTeam, settleJob, transitionJob, type Db } from '@wsa/db';
import { createTestDatabase } from '@wsa/testing';
import type { AnswerWriterRequest } from '../answer-writer';
import { askSupport } from './ask';

// The ask use case against a real PostgreSQL: the job record is read as the table holds it.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let teamId: string;
let otherTeamId: string;

async function failedScrape(team: string, request: Record<string, unknown>, errorCode: string, errorMessage: string): Promise<string> {
  const id = randomUUID();
  const options = ScrapeRequestSchema.parse(request);
  await createJob(db, { id, kind: 'scrape', teamId: team, apiKeyId: null, target: options.url, options });
  await transitionJob(db, id, 'running');
  await settleJob(db, { jobId: id, to: 'failed', teamId: team, credits: 0, reason: 'test', errorCode, errorMessage });
  return id;
}

async function emptyPage(team: string): Promise<string> {
  const id = randomUUID();
  const options = ScrapeRequestSchema.parse({ url: 'https://spa.example.com/' });
  await createJob(db, { id, kind: 'scrape', teamId: team, apiKeyId: null, target: options.url, options });
  await transitionJob(db, id, 'running');
  await settleJob(db, { jobId: id, to: 'completed', teamId: team, credits: 0, reason: 'test', resultStatusCode: 200, document: { markdown: 'Loading…', metadata: { statusCode: 200 } } });
  return id;
}

const page = (markdown: string, scrapeId = 'rerun-1'): ScrapeResponse =>
  ({ success: true, data: { markdown, metadata: { scrapeId, statusCode: 200, creditsUsed: 1, sourceURL: 'x' } } } as unknown as ScrapeResponse);
const caller = () => ({ teamId, creditBalance: 10 });

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.url, { poolSize: 2 });
  teamId = (await findOrCreateTeam(db, 'ask-team')).id;
  otherTeamId = (await findOrCreateTeam(db, 'other-team')).id;
}, 60000);
afterAll(async () => {
  await closeDb(db);
  await database.drop();
});

describe('askSupport without a model', () => {
  it('reads the timed-out job, proposes a longer timeout, re-runs it once and says it worked', async () => {
    const jobId = await failedScrape(teamId, { url: 'https://slow.example.com/', timeout: 3000 }, 'SCRAPE_TIMEOUT', 'Scrape timed out after 3000ms.');
    const sent: ScrapeRequest[] = [];
    const res = await askSupport({ db, runScrape: async (r) => { sent.push(r); return page('# Slow\n\nThe page answered after 8 seconds.'); } }, caller(), { question: 'why did this run fail?', jobId });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://slow.example.com/', timeout: 30000 });
    expect(res).toMatchObject({
      confidence: 'high',
      fixParameters: { timeout: 30000 },
      validation: { tested: true, result: 'success', evidence: expect.stringContaining('job rerun-1') },
      feedback: { blockedBy: 'SCRAPE_TIMEOUT: Scrape timed out after 3000ms.', attempted: [expect.stringContaining('success')] },
    });
    expect(res.answer).toContain(`Job ${jobId}: scrape of https://slow.example.com/, status failed`);
    expect(res.answer).toContain('The job record shows: The scrape ran out of its timeout (3000 ms)');
    expect(res.answer).toContain('Suggested change to the request: {"timeout":30000}');
    expect(res.answer).toContain('Verified: re-ran the scrape');
    expect(res.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('finds the job id in context, and a re-run that fails again lowers the confidence', async () => {
    const jobId = await failedScrape(teamId, { url: 'https://blocked.example.com/' }, 'SCRAPE_SITE_BLOCKED', 'The site answered with an anti-bot block page (cloudflare challenge); the page content could not be retrieved.');
    const res = await askSupport(
      { db, runScrape: async () => { throw new ApiError('SCRAPE_SITE_BLOCKED', 'The site answered with an anti-bot block page (cloudflare challenge)'); } },
      caller(), { question: 'the page is not scraped', context: { lastResponse: { metadata: { scrapeId: jobId } } } },
    );
    expect(res.fixParameters).toEqual({ proxy: 'enhanced' });
    expect(res.validation).toMatchObject({ tested: true, result: 'failure' });
    expect(res.confidence).toBe('low');
    expect(res.answer).toContain('Not confirmed: re-ran the scrape');
  });

  it('a JavaScript-rendered empty page gets waitFor, tested for more text', async () => {
    const jobId = await emptyPage(teamId);
    const sent: ScrapeRequest[] = [];
    const res = await askSupport({ db, runScrape: async (r) => { sent.push(r); return page('Rendered content. '.repeat(30)); } }, caller(), { question: `page ${jobId} is empty` });
    expect(res.fixParameters).toEqual({ waitFor: 3000 });
    expect(sent[0]).toMatchObject({ waitFor: 3000, maxAge: 0 });
    expect(res).toMatchObject({ confidence: 'high', validation: { result: 'success' } });
  });

  it("another team's job is not read: the answer says no job was found for the caller's team, nothing is re-run", async () => {
    const jobId = await failedScrape(otherTeamId, { url: 'https://secret.example.com/' }, 'SCRAPE_TIMEOUT', 'Scrape timed out after 5000ms.');
    const runScrape = jest.fn();
    const res = await askSupport({ db, runScrape }, caller(), { question: 'why?', jobId });
    expect(runScrape).not.toHaveBeenCalled();
    expect(res.answer).toContain(`No job ${jobId} was found for your team`);
    expect(res.answer).not.toContain('secret.example.com');
    expect(res).toMatchObject({ confidence: 'low', fixParameters: null, validation: null, feedback: null });
  });

  it('a team without credits gets the fix but no re-run', async () => {
    const jobId = await failedScrape(teamId, { url: 'https://slow.example.com/', timeout: 3000 }, 'SCRAPE_TIMEOUT', 'Scrape timed out after 3000ms.');
    const runScrape = jest.fn();
    const res = await askSupport({ db, runScrape }, { teamId, creditBalance: 0 }, { question: 'why?', jobId });
    expect(runScrape).not.toHaveBeenCalled();
    expect(res.validation).toEqual({ tested: false, result: 'skipped', evidence: expect.stringContaining('no credits') });
    expect(res.fixParameters).toEqual({ timeout: 30000 });
  });

  it('words only: a 402 gets the credits rule with medium confidence and no validation', async () => {
    const res = await askSupport({ db }, caller(), { question: 'every scrape answers 402 Insufficient credits to perform this request.' });
    expect(res).toMatchObject({ confidence: 'medium', fixParameters: null, validation: null, feedback: null });
    expect(res.answer).toContain('credits grant');
  });

  it('the budget: past it, 504 support_agent_timeout with what was known', async () => {
    const jobId = await failedScrape(teamId, { url: 'https://slow.example.com/', timeout: 3000 }, 'SCRAPE_TIMEOUT', 'Scrape timed out after 3000ms.');
    const never = () => new Promise<ScrapeResponse>(() => undefined);
    // a budget of 7 s leaves 1 s for the re-run after the reserve: too little, so it is skipped...
    const skipped = await askSupport({ db, runScrape: never, budgetMs: 7000 }, caller(), { question: 'why?', jobId });
    expect(skipped.validation?.result).toBe('skipped');
    // ...and a re-run that does not come back in time ends the ask at the budget
    const err = await askSupport({ db, runScrape: never, budgetMs: 9500 }, caller(), { question: 'why?', jobId }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.toBody()).toMatchObject({ error: 'support_agent_timeout', code: 'support_agent_timeout', details: { budgetMs: 9500, known: { jobId, rule: 'timeout', fixParameters: { timeout: 30000 } } } });
    expect(err.status).toBe(504);
  }, 20000);
});

describe('askSupport with a model', () => {
  it('gives the model the job facts, the rule, the fix and the re-run, and returns its answer', async () => {
    const jobId = await failedScrape(teamId, { url: 'https://slow.example.com/', timeout: 3000 }, 'SCRAPE_TIMEOUT', 'Scrape timed out after 3000ms.');
    const seen: AnswerWriterRequest[] = [];
    const writer = async (req: AnswerWriterRequest) => { seen.push(req); return { text: 'Raise timeout to 30000 ms; a re-run with it worked.', usage: { inputTokens: 300, outputTokens: 14 } }; };
    const res = await askSupport({ db, writer, runScrape: async () => page('# ok\n\n' + 'text '.repeat(40)) }, caller(), { question: 'why did this run fail?', rationale: 'the user wants the page text', jobId });
    expect(seen).toHaveLength(1);
    expect(seen[0].feature).toBe('ask');
    expect(seen[0].user).toContain(`Job ${jobId}: scrape of https://slow.example.com/, status failed`);
    expect(seen[0].user).toContain('error SCRAPE_TIMEOUT: Scrape timed out after 3000ms.');
    expect(seen[0].user).toContain('"timeout":3000');
    expect(seen[0].user).toContain('Rule: timeout (recognised from the job record)');
    expect(seen[0].user).toContain('Fix parameters: {"timeout":30000}');
    expect(seen[0].user).toContain('Validation: success: re-ran the scrape');
    expect(seen[0].user).toContain('What the user wants: the user wants the page text');
    expect(res).toMatchObject({ answer: 'Raise timeout to 30000 ms; a re-run with it worked.', usage: { inputTokens: 300, outputTokens: 14, totalTokens: 314 }, confidence: 'high' });
  });

  it('a failing model falls back to the rule-based answer with a warning', async () => {
    const res = await askSupport({ db, writer: async () => { throw new Error('model timed out'); } }, caller(), { question: 'I get 429 too many requests' });
    expect(res.answer).toContain('rate limit');
    expect(res.warning).toMatch(/model could not write the answer \(model timed out\)/);
  });
});
