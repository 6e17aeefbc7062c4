import { randomUUID } from 'crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBlobStore } from '@wsa/blobs';
import { ScrapeJobPayloadSchema } from '@wsa/contracts';
import { applyLedgerEntry, closeDb, createDb, createJob, Db, findJob, findOrCreateTeam, getCreditBalance, ledgerForJob, transitionJob } from '@wsa/db';
import { closeFetcherDispatchers } from '@wsa/fetcher';
import { createTestDatabase } from '@wsa/testing';
import { runScrapeJob } from './run-scrape-job';

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
  const payload = ScrapeJobPayloadSchema.parse({ jobId, teamId: team.id, request: { url, formats: ['markdown'] }, deadlineAt: Date.now() + 30000, cacheChecked: true });
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
