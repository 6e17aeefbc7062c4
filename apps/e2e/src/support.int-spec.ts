import { startPagesServer, startStack, type PagesServer, type Stack } from '@wsa/testing';

// The support helpers through the whole service started as `npm start` does: a scrape that fails
// for a known reason (a timeout against a slow local page), then ask with its job id, which proposes
// a longer timeout and re-runs the scrape once through the normal path; and docs-search over HTTP.
let stack: Stack;
let pages: PagesServer;
let apiKey: string;
const TEAM = 'support-e2e';

async function post(path: string, body: unknown) {
  const res = await fetch(stack.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
const balance = async () => ((await stack.admin('team', 'show', '--team', TEAM)).team as { creditBalance: number }).creditBalance;

beforeAll(async () => {
  pages = await startPagesServer();
  stack = await startStack();
  apiKey = String((await stack.admin('keys', 'create', '--team', TEAM, '--credits', '20')).apiKey);
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await pages?.close();
});

it('a timed-out scrape: ask reads the job, proposes a longer timeout and validates it with one charged re-run', async () => {
  // /slow answers after 8 s: a 3 s timeout fails
  const failed = await post('/v2/scrape', { url: `${pages.url}/slow`, timeout: 3000 });
  expect([failed.status, failed.body.code]).toEqual([408, 'SCRAPE_TIMEOUT']);
  const listed = await stack.admin('jobs', 'list', '--team', TEAM, '--limit', '1');
  const job = (listed.jobs as { id: string; status: string; target: string }[])[0];
  expect(job.target).toBe(`${pages.url}/slow`);
  const before = await balance();
  const hitsBefore = pages.hits['/slow'] ?? 0;

  const started = Date.now();
  const res = await post('/v2/support/ask', { question: 'why did this run fail?', jobId: job.id });
  const tookMs = Date.now() - started;
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    confidence: 'high',
    fixParameters: { timeout: 30000 },
    validation: { tested: true, result: 'success', evidence: expect.stringMatching(/re-ran the scrape of .*\/slow with \{"timeout":30000\}: job [0-9a-f-]{36}, HTTP 200/) },
    feedback: { blockedBy: expect.stringContaining('SCRAPE_TIMEOUT') },
  });
  expect(res.body.answer).toContain(`Job ${job.id}`);
  expect(res.body.answer).toContain('raise `timeout`');
  // the re-run really fetched the slow page once more (about 8 s), within the 60 s budget
  expect((pages.hits['/slow'] ?? 0) - hitsBefore).toBeGreaterThanOrEqual(1);
  expect(tookMs).toBeGreaterThan(7000);
  expect(tookMs).toBeLessThan(60000);
  expect(res.body.durationMs).toBeLessThanOrEqual(tookMs);
  // ask is free; the re-run is a normal scrape of the team: 1 credit, with its own job in the ledger
  expect(await balance()).toBe(before - 1);
  const rerunId = /job ([0-9a-f-]{36})/.exec(res.body.validation.evidence)![1];
  const ledger = (await stack.admin('team', 'show', '--team', TEAM)).ledger as { jobId: string | null; delta: number }[];
  expect(ledger.find((l) => l.jobId === rerunId)).toMatchObject({ delta: -1 });
}, 90000);

it('docs-search answers over HTTP from the built corpus, citing the guide and line range, free', async () => {
  const before = await balance();
  const res = await post('/v2/support/docs-search', { question: 'what does minAge do?' });
  expect(res.status).toBe(200);
  expect(res.body.evidence[0].pathOrUrl).toMatch(/^docs\/(caching|troubleshooting)\.md#L\d+-L\d+$/);
  expect(res.body.evidence.map((e: { pathOrUrl: string }) => e.pathOrUrl)).toContainEqual(expect.stringMatching(/^docs\/caching\.md#/));
  expect(res.body.answer).toMatch(/minAge/);
  expect(await balance()).toBe(before);
});

it('an unknown job id is not an error: the answer says no job was found for the team', async () => {
  const res = await post('/v2/support/ask', { question: 'why?', jobId: '00000000-0000-4000-8000-000000000000' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ confidence: 'low', validation: null });
  expect(res.body.answer).toMatch(/No job 00000000-0000-4000-8000-000000000000 was found for your team/);
});
