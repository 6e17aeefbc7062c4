import { randomUUID } from 'crypto';
import { createJob, settleJob, transitionJob } from '@wsa/db';
import { startTestGateway, type TestGateway } from './test-support/gateway';

// POST /v2/feedback (compat.md): search feedback follows the refund rule, scrape feedback is stored.
let gw: TestGateway;
let key: string;
let teamId: string;

beforeAll(async () => {
  gw = await startTestGateway();
  ({ apiKey: key, teamId } = await gw.newKey('feedback-team', 20));
}, 60000);
afterAll(() => gw?.close());

async function post(body: unknown, apiKey = key) {
  const res = await fetch(`${gw.url}/v2/feedback`, { method: 'POST', headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

async function finishedJob(kind: 'scrape' | 'search', credits: number, owner = teamId) {
  const id = randomUUID();
  await createJob(gw.db, { id, kind, teamId: owner, apiKeyId: null, target: kind === 'scrape' ? 'https://example.com/' : 'query', options: {} });
  await transitionJob(gw.db, id, 'running');
  await settleJob(gw.db, { jobId: id, to: 'completed', teamId: owner, credits, reason: 'test' });
  return id;
}

it('stores feedback on a scrape job of the team once, with its issues and note, and refunds nothing', async () => {
  const jobId = await finishedJob('scrape', 1);
  const body = { endpoint: 'scrape', jobId, rating: 'bad', issues: ['missing_content'], note: 'The table was cut.', url: 'https://example.com/', origin: 'js-sdk@4.42.0' };
  const first = await post(body);
  expect(first.status).toBe(200);
  expect(first.json).toMatchObject({ success: true, feedbackId: expect.any(String), creditsRefunded: 0 });
  const stored = await gw.db.jobFeedback.findUnique({ where: { jobId } });
  expect(stored).toMatchObject({ endpoint: 'scrape', rating: 'bad', body: { issues: ['missing_content'], note: 'The table was cut.', url: 'https://example.com/' } });
  expect(await post(body)).toMatchObject({ status: 200, json: { feedbackId: first.json.feedbackId, alreadySubmitted: true, creditsRefunded: 0 } });
});

it('search feedback through /v2/feedback refunds like the search route, and must be substantive', async () => {
  const jobId = await finishedJob('search', 2);
  expect(await post({ endpoint: 'search', jobId, rating: 'good' })).toMatchObject({ status: 400, json: { success: false, feedbackErrorCode: 'INVALID_BODY' } });
  const ok = await post({ endpoint: 'search', jobId, rating: 'good', valuableSources: [{ url: 'https://example.com/' }], tags: ['docs'] });
  expect(ok).toMatchObject({ status: 200, json: { success: true, creditsRefunded: 1 } });
});

it('refuses jobs of another team, unknown ids, kinds that do not match and catalogue feedback', async () => {
  const other = await gw.newKey('other-feedback-team', 5);
  const foreign = await finishedJob('scrape', 1, other.teamId);
  expect(await post({ endpoint: 'scrape', jobId: foreign, rating: 'good' })).toMatchObject({ status: 404, json: { code: 'JOB_NOT_FOUND', feedbackErrorCode: 'JOB_NOT_FOUND' } });
  expect(await post({ endpoint: 'scrape', jobId: randomUUID(), rating: 'good' })).toMatchObject({ status: 404 });
  const scrape = await finishedJob('scrape', 1);
  expect(await post({ endpoint: 'map', jobId: scrape, rating: 'good' })).toMatchObject({ status: 404 });
  expect(await post({ endpoint: 'scrape', rating: 'good' })).toMatchObject({ status: 400, json: { error: 'jobId is required for job feedback' } });
  expect(await post({ endpoint: 'alexandria', rating: 'good' })).toMatchObject({ status: 403, json: { error: 'Exchange is not enabled for this team.' } });
  expect(await post({ endpoint: 'scrape', jobId: scrape, rating: 'good', metadata: { blob: 'x'.repeat(9000) } })).toMatchObject({ status: 400 });
});
