import { randomUUID } from 'crypto';
import { ScrapeRequestSchema } from '@wsa/contracts';
import { createJob, settleJob, transitionJob } from '@wsa/db';
import { startTestGateway, type TestGateway } from './test-support/gateway';

// The support helpers at the HTTP edge (no workers): auth, validation, docs-search over the
// repository's docs, ask on a job of the team (no re-run needed: a DNS failure is not re-run).
let gw: TestGateway;
let key: string;
let teamId: string;

beforeAll(async () => {
  gw = await startTestGateway();
  ({ apiKey: key, teamId } = await gw.newKey('support-team', 5));
}, 60000);
afterAll(() => gw?.close());

async function post(path: string, body: unknown, apiKey: string | null = key) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const res = await fetch(gw.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

it('both helpers need a key and a 1..8000 character question', async () => {
  for (const path of ['/v2/support/ask', '/v2/support/docs-search']) {
    expect((await post(path, { question: 'hi' }, null)).status).toBe(401);
    const empty = await post(path, { question: '' });
    expect([empty.status, empty.json.code]).toEqual([400, 'BAD_REQUEST']);
    expect((await post(path, { question: 'q'.repeat(8001) })).status).toBe(400);
  }
  // ask allows extra keys (wire-extras.md); docs-search does not
  expect((await post('/v2/support/ask', { question: 'hello', agent: 'x' })).status).toBe(200);
  expect((await post('/v2/support/docs-search', { question: 'hello', agent: 'x' })).status).toBe(400);
});

it('docs-search answers from the docs with cited line ranges, free of charge', async () => {
  const res = await post('/v2/support/docs-search', { question: 'how do I create an API key?' });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ requestId: expect.any(String), answer: expect.stringContaining('keys create'), durationMs: expect.any(Number) });
  expect(res.json.evidence.map((e: { pathOrUrl: string }) => e.pathOrUrl)).toContainEqual(expect.stringMatching(/^docs\/api-keys-and-credits\.md#L\d+-L\d+$/));
  const usage = await fetch(`${gw.url}/v2/team/credit-usage`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.json());
  expect(usage.data.remainingCredits).toBe(5);
});

it('ask reads the failed job of the team and explains it; another team cannot read it', async () => {
  const id = randomUUID();
  const options = ScrapeRequestSchema.parse({ url: 'https://exmaple-typo.invalid/' });
  await createJob(gw.db, { id, kind: 'scrape', teamId, apiKeyId: null, target: options.url, options });
  await transitionJob(gw.db, id, 'running');
  await settleJob(gw.db, { jobId: id, to: 'failed', teamId, credits: 0, reason: 'test', errorCode: 'SCRAPE_DNS_RESOLUTION_ERROR', errorMessage: 'DNS resolution failed for hostname exmaple-typo.invalid' });

  const res = await post('/v2/support/ask', { question: 'why did this run fail?', jobId: id });
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ confidence: 'high', fixParameters: null, validation: null, feedback: { blockedBy: expect.stringContaining('SCRAPE_DNS_RESOLUTION_ERROR') } });
  expect(res.json.answer).toContain('DNS resolution failed for hostname exmaple-typo.invalid');

  const other = (await gw.newKey('support-other', 5)).apiKey;
  const foreign = await post('/v2/support/ask', { question: 'why did this run fail?', jobId: id }, other);
  expect(foreign.status).toBe(200);
  expect(foreign.json.answer).toContain('was found for your team');
  expect(foreign.json.answer).not.toContain('exmaple-typo');
});
