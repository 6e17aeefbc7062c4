import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { freePort, startInteractPages, startStack, waitFor, type Stack } from '@wsa/testing';

// Two session-worker replicas, as on two hosts: each advertises its own address (127.0.0.2 and
// 127.0.0.3, where only its CDP gate listens; the browsers' DevTools ports stay on 127.0.0.1) and
// holds at most one session, so two sessions land on different replicas. The gateway must reach each
// session through the address its replica advertised.
let stack: Stack;
let pages: Awaited<ReturnType<typeof startInteractPages>>;
let second: ChildProcess;
let key: string;
let secondMetricsPort: number;

const replica = (host: string, id: string) => ({ SESSION_ADVERTISE_HOST: host, SESSION_CDP_LISTEN_HOST: host, SESSION_WORKER_ID: id, SESSION_MAX_PER_WORKER: '1' });

beforeAll(async () => {
  pages = await startInteractPages();
  stack = await startStack({ ...replica('127.0.0.2', 'replica-a'), SESSION_MAX_PER_TEAM: '3' });
  const metricsPort = (secondMetricsPort = await freePort());
  second = spawn(process.execPath, ['scripts/supervise.js', 'session-worker'], {
    cwd: path.resolve(__dirname, '../../..'), detached: true, stdio: 'ignore',
    env: { ...stack.env, ...replica('127.0.0.3', 'replica-b'), SESSION_WORKER_METRICS_PORT: String(metricsPort) },
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${metricsPort}/ready`)).ok, 60_000, 'the second session worker');
  key = String((await stack.admin('keys', 'create', '--team', 'replicas-team', '--credits', '500')).apiKey);
}, 240_000);

afterAll(async () => {
  if (second?.pid) {
    process.kill(-second.pid, 'SIGTERM');
    await new Promise((r) => second.once('exit', r));
  }
  await stack?.stop();
  await pages?.close();
});

async function call(method: string, urlPath: string, body?: unknown) {
  const res = await fetch(`${stack.baseUrl}${urlPath}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function scrape(): Promise<string> {
  const res = await call('POST', '/v2/scrape', { url: `${pages.url}/app`, formats: ['markdown'], maxAge: 0 });
  expect(res.status).toBe(200);
  return res.body.data.metadata.scrapeId;
}

it('each session is reached on the replica holding it: runs and cdpUrl; /sessions counts both', async () => {
  const jobs = [await scrape(), await scrape()];
  const opened: Record<string, any>[] = [];
  for (const [i, jobId] of jobs.entries()) {
    // a replica holds one session: the second open goes to the other one once its load is published
    let res = await call('POST', `/v2/scrape/${jobId}/interact`, { code: `await page.evaluate(() => { document.title = "session-${i}"; }); 1` });
    await waitFor(async () => {
      if (res.status === 429) res = await call('POST', `/v2/scrape/${jobId}/interact`, { code: `await page.evaluate(() => { document.title = "session-${i}"; }); 1` });
      return res.status === 200;
    }, 15_000, `session ${i} to open`);
    expect(res.body).toMatchObject({ success: true, result: '1' });
    opened.push(res.body);
  }
  // a third session finds both replicas full
  expect((await call('POST', `/v2/scrape/${await scrape()}/interact`, { code: '1' })).status).toBe(429);
  // what the autoscaler reads (KEDA's metrics-api trigger): the sessions of every replica, from any one
  await waitFor(async () => JSON.stringify(await (await fetch(`http://127.0.0.1:${secondMetricsPort}/sessions`)).json()) === JSON.stringify({ openSessions: 2, workers: 2 }), 5000, '/sessions to count both replicas');
  for (const [i, jobId] of jobs.entries()) {
    expect((await call('POST', `/v2/scrape/${jobId}/interact`, { language: 'python', code: 'page.title()' })).body.result).toBe(`"session-${i}"`);
    const remote = await puppeteer.connect({ browserWSEndpoint: opened[i].cdpUrl });
    try {
      expect(await (await remote.pages())[0].title()).toBe(`session-${i}`);
    } finally {
      await remote.disconnect();
    }
  }
  for (const jobId of jobs) expect((await call('DELETE', `/v2/scrape/${jobId}/interact`)).status).toBe(200);
}, 120_000);
