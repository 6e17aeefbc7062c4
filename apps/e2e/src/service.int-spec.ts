import { startSearxngStandIn } from '@wsa/search';
import { startPagesServer, startStack, type Stack } from '@wsa/testing';

// The whole service, started as the README says, driven over HTTP like a user would.
let stack: Stack;
let pages: Awaited<ReturnType<typeof startPagesServer>>;
let searx: Awaited<ReturnType<typeof startSearxngStandIn>>;
let apiKey: string;
let teamId: string;

async function post(path: string, body: unknown, key: string | null = apiKey, raw?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  const res = await fetch(stack.baseUrl + path, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

beforeAll(async () => {
  pages = await startPagesServer();
  searx = await startSearxngStandIn();
  stack = await startStack({ SEARXNG_URL: searx.url });
  const created = await stack.admin('keys', 'create', '--team', 'e2e-team', '--credits', '100');
  apiKey = String(created.apiKey);
  teamId = String(created.teamId);
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await pages?.close();
  await searx?.close();
});

describe('scrape through the full stack', () => {
  it('creates a key whose JSON line has teamId and apiKey', () => {
    expect(apiKey).toMatch(/^wsa-/);
    expect(teamId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('scrapes a local page to markdown with metadata.scrapeId and charges the ledger', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article`, formats: ['markdown'], origin: 'e2e' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.markdown).toContain('The first paragraph of the article');
    expect(res.body.data.markdown).not.toContain('Copyright footer');
    const meta = res.body.data.metadata;
    expect(meta).toMatchObject({ title: 'Field notes', sourceURL: `${pages.url}/article`, statusCode: 200, creditsUsed: 1 });
    expect(meta.scrapeId).toMatch(/^[0-9a-f-]{36}$/);

    const shown = await stack.admin('team', 'show', '--team', 'e2e-team');
    const ledger = shown.ledger as { jobId: string | null; delta: number; kind: string }[];
    expect(ledger.find((l) => l.jobId === meta.scrapeId)).toMatchObject({ delta: -1, kind: 'charge' });
    expect((shown.team as { creditBalance: number }).creditBalance).toBe(99);

    const stored = await fetch(`${stack.baseUrl}/v2/scrape/${meta.scrapeId}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const job = await stored.json();
    expect(job).toMatchObject({ success: true, status: 'completed' });
    expect(job.data.metadata.scrapeId).toBe(meta.scrapeId);
  });

  it('serves a screenshot through a signed URL and refuses a tampered one', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article`, formats: ['screenshot'] });
    expect(res.status).toBe(200);
    const shot = new URL(res.body.data.screenshot);
    expect(shot.pathname).toMatch(/^\/v2\/blobs\//);
    const image = await fetch(`${stack.baseUrl}${shot.pathname}${shot.search}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    shot.searchParams.set('sig', 'x' + shot.searchParams.get('sig')!.slice(1));
    expect((await fetch(`${stack.baseUrl}${shot.pathname}${shot.search}`)).status).toBe(403);
  });

  it("keeps a team's jobs from other teams", async () => {
    const mine = await post('/v2/scrape', { url: `${pages.url}/article` });
    const other = await stack.admin('keys', 'create', '--team', 'e2e-other', '--credits', '5');
    const res = await fetch(`${stack.baseUrl}/v2/scrape/${mine.body.data.metadata.scrapeId}`, { headers: { authorization: `Bearer ${other.apiKey}` } });
    // the same answer as an unknown id: nothing tells the caller the id exists
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, code: 'JOB_NOT_FOUND', error: 'Job not found.' });
  });

  it('returns non-2xx pages with their status code', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/missing` });
    expect(res.status).toBe(200);
    expect(res.body.data.metadata.statusCode).toBe(404);
  });

  it('answers 408 SCRAPE_TIMEOUT instead of hanging', async () => {
    const started = Date.now();
    const res = await post('/v2/scrape', { url: `${pages.url}/slow`, timeout: 1500 });
    expect(res.status).toBe(408);
    expect(res.body).toMatchObject({ success: false, code: 'SCRAPE_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(7000);
  });
});

describe('exact error envelopes', () => {
  it('unknown keys', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article`, nope: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', error: 'Unrecognized key in body -- please review the v2 API documentation for request body changes' });
    expect(Array.isArray(res.body.details)).toBe(true);
  });
  it('a refinement failure', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article`, formats: ['rawBase64', 'markdown'] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', error: 'The rawBase64 format cannot be combined with other formats' });
  });
  it('malformed JSON', async () => {
    const res = await post('/v2/scrape', null, apiKey, '{"url": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'BAD_REQUEST_INVALID_JSON', error: 'Bad request, malformed JSON' });
  });
  it('a missing key', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article` }, null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'Unauthorized: Token missing' });
  });
  it('an invalid key', async () => {
    const res = await post('/v2/scrape', { url: `${pages.url}/article` }, 'wsa-not-a-real-key');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, error: 'Unauthorized: Invalid token' });
  });
  it('insufficient credits', async () => {
    const poor = await stack.admin('keys', 'create', '--team', 'e2e-poor', '--credits', '0');
    const res = await post('/v2/scrape', { url: `${pages.url}/article` }, String(poor.apiKey));
    expect(res.status).toBe(402);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/^Insufficient credits to perform this request\./);
  });
  it('an invalid job id', async () => {
    const res = await fetch(`${stack.baseUrl}/v2/scrape/not-a-uuid`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'Invalid job ID format. Job ID must be a valid UUID.' });
  });
  it('an unknown route', async () => {
    const res = await fetch(`${stack.baseUrl}/v2/does-not-exist`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
  it('an invalid search body', async () => {
    const res = await post('/v2/search', { query: 'x', limit: 1000 }, null);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: 'Invalid request body' });
  });
});

describe('search through the full stack', () => {
  it('answers the grouped envelope and charges 2 credits per 10 results', async () => {
    const res = await post('/v2/search', { query: 'open source web scraping', limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.web.length).toBeGreaterThan(0);
    expect(res.body.data.web.length).toBeLessThanOrEqual(5);
    expect(res.body.data.web[0]).toEqual(expect.objectContaining({ url: expect.any(String), title: expect.any(String), position: 1 }));
    expect(res.body.creditsUsed).toBe(2);
  });
  it('lowers the limit to what a team can afford instead of refusing', async () => {
    const low = await stack.admin('keys', 'create', '--team', 'e2e-low', '--credits', '3');
    const res = await post('/v2/search', { query: 'open source web scraping', limit: 20 }, String(low.apiKey));
    expect(res.status).toBe(200);
    expect(res.body.warning).toContain('limit lowered from 20 to 10');
    expect(res.body.data.web.length).toBeLessThanOrEqual(10);
    expect(res.body.creditsUsed).toBe(2);
    const broke = await stack.admin('team', 'show', '--team', 'e2e-low');
    expect((broke.team as { creditBalance: number }).creditBalance).toBe(1);
    const refused = await post('/v2/search', { query: 'x' }, String(low.apiKey));
    expect(refused.status).toBe(402);
  });

  it('refunds 1 credit for the first substantive feedback on a search, once', async () => {
    const search = await post('/v2/search', { query: 'open source web scraping', limit: 3 });
    const before = ((await stack.admin('team', 'show', '--team', 'e2e-team')).team as { creditBalance: number }).creditBalance;
    const vague = await post(`/v2/search/${search.body.id}/feedback`, { rating: 'good' });
    expect(vague.status).toBe(400);
    expect(vague.body).toMatchObject({ success: false, feedbackErrorCode: 'INVALID_BODY' });
    const first = await post(`/v2/search/${search.body.id}/feedback`, { rating: 'good', valuableSources: [{ url: search.body.data.web[0].url }] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, creditsRefunded: 1, dailyRefundCap: 100 });
    const after = ((await stack.admin('team', 'show', '--team', 'e2e-team')).team as { creditBalance: number }).creditBalance;
    expect(after).toBe(before + 1);
    const again = await post(`/v2/search/${search.body.id}/feedback`, { rating: 'bad', querySuggestions: 'more recent results' });
    expect(again.body).toMatchObject({ success: true, alreadySubmitted: true, creditsRefunded: 0, feedbackId: first.body.feedbackId });
    const unknown = await post('/v2/search/00000000-0000-4000-8000-000000000000/feedback', { rating: 'bad', querySuggestions: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, feedbackErrorCode: 'SEARCH_NOT_FOUND' });
  });

  it('scrapes results through the scrape queue; a result that cannot be scraped keeps metadata.error', async () => {
    // the stand-in's results point at public hosts this sandbox cannot reach
    const res = await post('/v2/search', { query: 'open source web scraping', limit: 2, timeout: 20000, scrapeOptions: { formats: ['markdown'], timeout: 5000 } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    for (const item of res.body.data.web) {
      expect(item.metadata).toEqual(expect.objectContaining({ statusCode: expect.any(Number) }));
      // scraped content, or the reason it could not be scraped: never a silent empty result
      expect(typeof item.markdown === 'string' || typeof item.metadata.error === 'string').toBe(true);
    }
    expect(res.body.creditsUsed).toBe(2);
  });

  it('refuses to scrape results for anonymous callers', async () => {
    const res = await post('/v2/search', { query: 'x', scrapeOptions: { formats: ['markdown'] } }, null);
    expect(res.status).toBe(401);
  });

  it('lets anonymous callers search without a charge', async () => {
    const res = await post('/v2/search', { query: 'open source web scraping', limit: 3 }, null);
    expect(res.status).toBe(200);
    expect(res.body.creditsUsed).toBe(0);
  });
});

describe('operations', () => {
  it('echoes x-request-id and exports metrics', async () => {
    const res = await fetch(`${stack.baseUrl}/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const metrics = await (await fetch(`${stack.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/wsa_http_requests_total\{method="POST",route="\/v2\/scrape",status="200"/);
    expect(metrics).toMatch(/wsa_queue_waiting\{queue="scrape"/);
    expect(metrics).toContain('wsa_http_request_duration_seconds_bucket');
  });
  it('rate-limits a key with 429 and Retry-After', async () => {
    const limited = await stack.admin('keys', 'create', '--team', 'e2e-limited', '--credits', '10', '--rate-limit', '2');
    const key = String(limited.apiKey);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await fetch(`${stack.baseUrl}/v2/scrape/00000000-0000-4000-8000-000000000000`, { headers: { authorization: `Bearer ${key}` } });
      statuses.push(last.status);
    }
    expect(statuses[2]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).error).toMatch(/^Rate limit exceeded\. Consumed \(req\/min\): 3, Remaining \(req\/min\): 0\./);
  });
});

// last: after every scrape, search, refund and timeout above, the books agree with the job table
describe('the ledger after the run', () => {
  it('jobs audit finds nothing (no charge without its job, no charged error, no charge off its job)', async () => {
    expect(await stack.admin('jobs', 'audit')).toEqual({ mismatchedCharges: [], chargedErrors: [], orphanRows: [], clean: true });
  });
});
