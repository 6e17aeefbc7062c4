import { execFile } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { promisify } from 'util';
import { startStack, type Stack } from '@wsa/testing';

// auditMetadata through the whole service (npm start): enterprise only, one audit_log row per scrape
// or search that carried a username (no target under zero data retention), and the operator's
// `admin audit export --since` prints them as JSON lines.
let stack: Stack;
let server: http.Server;
let site: string;
let enterpriseKey: string;
let plainKey: string;
const run = promisify(execFile);
const root = path.resolve(__dirname, '../../..');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith('/missing')) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>gone</body></html>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<html><head><title>Audited</title></head><body><main><article>
      <h1>Audited page</h1><p>A page long enough for the main content extraction to keep it as the article.</p></article></main></body></html>`);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack();
  enterpriseKey = String((await stack.admin('keys', 'create', '--team', 'audit-enterprise', '--credits', '100')).apiKey);
  await stack.admin('team', 'set', '--team', 'audit-enterprise', '--enterprise', 'true');
  plainKey = String((await stack.admin('keys', 'create', '--team', 'audit-plain', '--credits', '100')).apiKey);
}, 180000);

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((ok) => server?.close(() => ok()));
});

async function post(route: string, key: string, body: unknown) {
  const res = await fetch(`${stack.baseUrl}${route}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function exportAudit(...args: string[]): Promise<Record<string, unknown>[]> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'audit', 'export', ...args], { cwd: root, env: stack.env });
  return stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

it('auditMetadata needs an enterprise team', async () => {
  const res = await post('/v2/scrape', plainKey, { url: `${site}/page`, auditMetadata: { username: 'mallory' } });
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ code: 'ENTERPRISE_REQUIRED' });
  expect(res.body.error).toMatch(/auditMetadata/);
});

it('scrapes and searches with a username are recorded and exported as JSON lines', async () => {
  const since = new Date(Date.now() - 1000).toISOString();
  const ok = await post('/v2/scrape', enterpriseKey, { url: `${site}/page`, auditMetadata: { username: 'ada@corp' } });
  expect(ok.status).toBe(200);
  const failed = await post('/v2/scrape', enterpriseKey, { url: `${site}/missing`, auditMetadata: { username: 'ada@corp' }, lockdown: true });
  expect(failed.status).toBe(404);
  const zdr = await post('/v2/scrape', enterpriseKey, { url: `${site}/private`, zeroDataRetention: true, auditMetadata: { username: 'bob@corp' } });
  expect(zdr.status).toBe(200);
  const search = await post('/v2/search', enterpriseKey, { query: 'typescript', limit: 2, auditMetadata: { username: 'carol@corp' } });
  expect(search.status).toBe(200);
  // no username: no entry
  await post('/v2/scrape', enterpriseKey, { url: `${site}/unaudited` });

  const lines = await exportAudit('--since', since);
  expect(lines.map((l) => [l.username, l.endpoint, l.target, l.status, l.credits])).toEqual([
    ['ada@corp', 'scrape', `${site}/page`, 200, 1],
    // a lockdown miss is billed 1 credit by contract: the credits come from the settled job
    ['ada@corp', 'scrape', `${site}/missing`, 404, 1],
    ['bob@corp', 'scrape', null, 200, 2],
    ['carol@corp', 'search', 'typescript', 200, 2],
  ]);
  expect(lines[0]).toMatchObject({ jobId: ok.body.data.metadata.scrapeId, teamId: expect.any(String), apiKeyId: expect.any(String), createdAt: expect.any(String) });

  // durations count back from now; a later ISO date excludes everything
  expect((await exportAudit('--since', '1h')).length).toBe(4);
  expect(await exportAudit('--since', new Date(Date.now() + 60000).toISOString())).toEqual([]);
  expect(await exportAudit('--since', '1h', '--team', 'audit-plain')).toEqual([]);
});

it('a bad --since is a usage error (exit 2)', async () => {
  const err = await exportAudit('--since', 'yesterday').catch((e: { code?: number; stderr?: string }) => e);
  expect(err).toMatchObject({ code: 2 });
  expect((err as { stderr: string }).stderr).toMatch(/neither an ISO date/);
});
