import { randomUUID } from 'crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBlobStore } from '@wsa/blobs';
import { ScrapeJobPayloadSchema } from '@wsa/contracts';
import { applyLedgerEntry, closeDb, createDb, createJob, Db, findJob, findOrCreateTeam, getCreditBalance, ledgerForJob, transitionJob } from '@wsa/db';
import { closeFetcherDispatchers } from '@wsa/fetcher';
import { createTestDatabase } from '@wsa/testing';
import { finishScrapeJob } from '../shared/finish-scrape-job';
import { runScrapeJob } from './run-scrape-job';

// two description, og:image and language tags, as on many real pages
const TWICE_PAGE = `<html><head><title>Twice</title>
  <meta name="description" content="First description"><meta name="description" content="Second description">
  <meta property="og:image" content="/a.png"><meta property="og:image" content="/b.png">
  <meta name="language" content="en"><meta name="language" content="de">
  </head><body><main><h1>Twice</h1><p>A page that repeats its meta tags, as many real pages do.</p></main></body></html>`;

let db: Db;
let drop: () => Promise<void>;
let server: http.Server;
let cancelOnRequest: string | undefined;

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  // the page is served only after the job was cancelled, as when the gateway answered 408 meanwhile
  server = http.createServer(async (_req, res) => {
    if (_req.url === '/twice') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(TWICE_PAGE);
      return;
    }
    if (cancelOnRequest) await transitionJob(db, cancelOnRequest, 'cancelled', { errorCode: 'SCRAPE_TIMEOUT', errorMessage: 'gateway gave up' });
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>Late</title></head><body><main><p>Finished after the caller left.</p></main></body></html>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
}, 60000);
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await closeFetcherDispatchers();
  if (db) await closeDb(db);
  await drop?.();
});

it('neither charges, stores nor retries a scrape that finishes after the gateway cancelled it', async () => {
  const team = await findOrCreateTeam(db, 'late-team');
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const jobId = randomUUID();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/late`;
  const payload = ScrapeJobPayloadSchema.parse({ jobId, teamId: team.id, request: { url, formats: ['markdown'] }, deadlineAt: Date.now() + 30000 });
  await createJob(db, { id: jobId, kind: 'scrape', teamId: team.id, apiKeyId: null, target: url, options: payload.request });
  cancelOnRequest = jobId;
  const deps = {
    db, allowLocalTargets: true,
    blobs: createBlobStore(db, { publicUrl: 'http://blobs.test', signingSecret: 's', ttlMs: 60000 }),
    getBrowserPool: () => Promise.reject(new Error('no browser in this test')),
  };
  const result = await runScrapeJob(payload, { attempt: 1, maxAttempts: 2, signal: new AbortController().signal }, deps);
  expect(result).toMatchObject({ ok: false, code: 'SCRAPE_TIMEOUT' });
  expect(await findJob(db, jobId)).toMatchObject({ status: 'cancelled', result: null });
  expect(await ledgerForJob(db, jobId)).toEqual([]);
  expect(await getCreditBalance(db, team.id)).toBe(10);
});

function deps() {
  return {
    db, allowLocalTargets: true,
    blobs: createBlobStore(db, { publicUrl: 'http://blobs.test', signingSecret: 's', ttlMs: 60000 }),
    getBrowserPool: () => Promise.reject(new Error('no browser in this test')),
  };
}

async function newJob(teamName: string, request: Record<string, unknown>) {
  const team = await findOrCreateTeam(db, teamName);
  await applyLedgerEntry(db, { teamId: team.id, delta: 10, kind: 'grant', reason: 'test' });
  const jobId = randomUUID();
  const payload = ScrapeJobPayloadSchema.parse({ jobId, teamId: team.id, request, deadlineAt: Date.now() + 30000 });
  await createJob(db, { id: jobId, kind: 'scrape', teamId: team.id, apiKeyId: null, target: String(request.url), options: payload.request });
  return { team, jobId, payload };
}

it('completes a page with repeated meta tags (declared fields stay strings) and answers a retry with the stored result, charged once', async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/twice`;
  const { team, jobId, payload } = await newJob('twice-team', { url, formats: ['markdown'], storeInCache: false });
  const ctx = { attempt: 1, maxAttempts: 2, signal: new AbortController().signal };
  const first = await runScrapeJob(payload, ctx, deps());
  expect(first.ok).toBe(true);
  if (!first.ok) return;
  expect(first.document.metadata).toMatchObject({ description: 'First description', descriptionValues: ['First description', 'Second description'], language: 'en', creditsUsed: 1 });
  expect(typeof first.document.metadata.ogImage).toBe('string');
  // a retry or redelivery of the settled job: the same answer, no second charge, no failure
  const again = await runScrapeJob(payload, { ...ctx, attempt: 2 }, deps());
  expect(again).toEqual(first);
  expect(await findJob(db, jobId)).toMatchObject({ status: 'completed', creditsUsed: 1 });
  expect(await ledgerForJob(db, jobId)).toEqual([expect.objectContaining({ delta: -1 })]);
  expect(await getCreditBalance(db, team.id)).toBe(9);
});

it('operator work (payload.uncharged: index ingest) is recorded as a completed job with 0 credits and no ledger row', async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/twice`;
  const { team, jobId, payload } = await newJob('operator:index-ingest-test', { url, formats: ['markdown'], storeInCache: false });
  const out = await runScrapeJob({ ...payload, uncharged: true }, { attempt: 1, maxAttempts: 2, signal: new AbortController().signal }, deps());
  expect(out.ok).toBe(true);
  if (!out.ok) return;
  expect(out.document.markdown).toMatch(/repeats its meta tags/);
  expect(out.document.metadata.creditsUsed).toBe(0);
  expect(await findJob(db, jobId)).toMatchObject({ status: 'completed', creditsUsed: 0 });
  expect(await ledgerForJob(db, jobId)).toEqual([]);
  expect(await getCreditBalance(db, team.id)).toBe(10);
});

it('records a result that breaks the job contract as an uncharged failure, and a retry answers that failure', async () => {
  const { team, jobId, payload } = await newJob('invalid-team', { url: 'http://invalid.test/', formats: ['markdown'] });
  await transitionJob(db, jobId, 'running');
  const broken = { ok: true, billing: { cacheHit: false }, document: { markdown: 'x', metadata: { statusCode: 'two hundred' } } };
  const result = await finishScrapeJob(db, payload, broken as never);
  expect(result).toMatchObject({ ok: false, code: 'SCRAPE_RESULT_INVALID' });
  expect(await findJob(db, jobId)).toMatchObject({ status: 'failed', creditsUsed: 0, errorCode: 'SCRAPE_RESULT_INVALID' });
  expect(await ledgerForJob(db, jobId)).toEqual([]);
  expect(await getCreditBalance(db, team.id)).toBe(10);
  const retry = await runScrapeJob(payload, { attempt: 2, maxAttempts: 2, signal: new AbortController().signal }, deps());
  expect(retry).toMatchObject({ ok: false, code: 'SCRAPE_RESULT_INVALID' });
  expect(await ledgerForJob(db, jobId)).toEqual([]);
});
