// Integration-test harness: the real dependencies of executeScrape (throwaway PostgreSQL
// database, blob store, lazily started Chromium pool) plus the fixture site.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createBlobStore } from '@wsa/blobs';
import { BrowserPool } from '@wsa/browser';
import { ScrapeJobPayloadSchema, type ScrapeJobPayload, type ScrapeJobResult } from '@wsa/contracts';
import { closeDb, createDb, type Db } from '@wsa/db';
import { closeFetcherDispatchers } from '@wsa/fetcher';
import { createTestDatabase, startFixtureSite, type FixtureSite } from '@wsa/testing';
import { browserEgressResolver, cacheReadSide, executeScrape, readCachedResult, type ScrapeDeps } from '../index';

export const CHROMIUM = process.env.WSA_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
export const BLOB_BASE = 'http://blobs.test';

type ScrapeExtra = Partial<ScrapeJobPayload> & { signal?: AbortSignal; deps?: Partial<ScrapeDeps> };

export type Harness = {
  site: FixtureSite;
  db: Db;
  deps: ScrapeDeps;
  browserStarts(): number;
  /** a whole scrape: the producer's cache read (as the gateway does it), then the worker */
  scrape(request: Record<string, unknown>, extra?: ScrapeExtra): Promise<ScrapeJobResult>;
  /** the worker's half alone: what a queued job runs */
  work(request: Record<string, unknown>, extra?: ScrapeExtra): Promise<ScrapeJobResult>;
  close(): Promise<void>;
};

export async function startHarness(): Promise<Harness> {
  const [site, database] = await Promise.all([startFixtureSite(), createTestDatabase()]);
  const db = createDb(database.url, { poolSize: 4 });
  let pool: Promise<BrowserPool> | undefined;
  let starts = 0;
  const getBrowserPool = () => {
    pool ??= (async () => {
      starts += 1;
      const p = new BrowserPool({ executablePath: CHROMIUM, maxBrowsers: 1, maxPagesPerBrowser: 3, egressResolver: browserEgressResolver(true) });
      await p.start();
      return p;
    })();
    return pool;
  };
  const deps: ScrapeDeps = {
    db,
    blobs: createBlobStore(db, { publicUrl: BLOB_BASE, signingSecret: 'test-secret', ttlMs: 3600000 }),
    getBrowserPool,
    allowLocalTargets: true,
  };
  const teamId = randomUUID();
  const prepare = (request: Record<string, unknown>, extra: ScrapeExtra) => {
    const { signal, deps: depOverrides, ...payloadExtra } = extra;
    const payload = ScrapeJobPayloadSchema.parse({ jobId: randomUUID(), teamId, deadlineAt: Date.now() + 60000, request, ...payloadExtra });
    return { payload, signal: signal ?? new AbortController().signal, deps: { ...deps, ...depOverrides } };
  };
  return {
    site, db, deps,
    browserStarts: () => starts,
    async scrape(request, extra = {}) {
      const job = prepare(request, extra);
      const cached = cacheReadSide(job.payload.request) === 'producer' ? await readCachedResult(job.payload, job.deps) : undefined;
      return cached ?? executeScrape(job.payload, job.signal, job.deps);
    },
    work(request, extra = {}) {
      const job = prepare(request, extra);
      return executeScrape(job.payload, job.signal, job.deps);
    },
    async close() {
      if (pool) await (await pool).close();
      await closeDb(db);
      await Promise.all([site.close(), database.drop(), closeFetcherDispatchers()]);
    },
  };
}

/** Narrows a result to success with a readable failure message otherwise. */
export function expectOk(result: ScrapeJobResult): Extract<ScrapeJobResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
  return result;
}
