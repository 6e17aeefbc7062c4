import { execFile } from 'child_process';
import { randomUUID } from 'crypto';
import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import path from 'path';
import { promisify } from 'util';
import { closeDb, createDb, Db, listDeveloperRepositories } from '@wsa/db';
import { createProducer, createRedis, developerIngestJob, RedisConnection } from '@wsa/queue';
import { createTestDatabase } from '@wsa/testing';

// `npm run admin -- developer ...`: a throwaway database, its own queue prefix, the real CLI; the
// ingest jobs are only queued here (the search worker runs them: apps/e2e developer-index).
const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const prefix = `admin-dev-${randomUUID().slice(0, 8)}`;
let db: Db;
let redis: RedisConnection;
let drop: () => Promise<void>;
let env: Record<string, string>;

async function admin(...args: string[]): Promise<{ code: number; out: any; err: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env });
    return { code: 0, out: JSON.parse(stdout.trim()), err: stderr };
  } catch (e: any) {
    return { code: e.code, out: undefined, err: String(e.stderr) };
  }
}

beforeAll(async () => {
  const t = await createTestDatabase();
  drop = t.drop;
  db = createDb(t.url);
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  env = { ...(process.env as Record<string, string>), DATABASE_URL: t.url, QUEUE_PREFIX: prefix };
}, 60000);

afterAll(async () => {
  const producer = await createProducer(developerIngestJob, { connection: redis, prefix, waits: false });
  await producer.queue.obliterate({ force: true });
  await producer.close();
  await redis.quit();
  await closeDb(db);
  await drop();
});

it('add-repo takes names and a list file, and queues one ingest per repository', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'devlist-'));
  const file = path.join(dir, 'repos.txt');
  writeFileSync(file, '# watched repositories\nhttps://github.com/acme/gadgets\n\nacme/widgets   # duplicate of an argument\n');
  const res = await admin('developer', 'add-repo', 'acme/widgets', '--file', file);
  expect(res.code).toBe(0);
  expect(res.out.added.map((a: { repo: string }) => a.repo)).toEqual(['acme/widgets', 'acme/gadgets']);
  expect((await listDeveloperRepositories(db)).map((r) => r.fullName)).toEqual(['acme/gadgets', 'acme/widgets']);
  const producer = await createProducer(developerIngestJob, { connection: redis, prefix, waits: false });
  const jobs = await producer.queue.getJobs(['waiting']);
  await producer.close();
  expect(jobs.map((j) => j.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
    { kind: 'repo', repo: 'acme/gadgets' }, { kind: 'repo', repo: 'acme/widgets' },
  ]);
}, 60000);

it('refuses what is not owner/name, and refreshing a repository the index does not hold', async () => {
  const bad = await admin('developer', 'add-repo', 'not a repo');
  expect(bad.code).toBe(2);
  expect(bad.err).toMatch(/not owner\/name: not a repo/);
  const unknown = await admin('developer', 'refresh', 'acme/unknown');
  expect(unknown.code).toBe(2);
  expect(unknown.err).toMatch(/not in the Developer Index/);
  const all = await admin('developer', 'refresh');
  expect(all.out).toMatchObject({ refresh: 'all', ingestJobs: [expect.any(String)] });
}, 60000);

it('list shows repositories, documents per type and ingest runs', async () => {
  const res = await admin('developer', 'list');
  expect(res.out.repositories).toEqual([
    expect.objectContaining({ repo: 'acme/gadgets', refreshedAt: null, readme: 0, issues: 0, pullRequests: 0, segments: 0 }),
    expect.objectContaining({ repo: 'acme/widgets' }),
  ]);
  expect(res.out.runs).toEqual([]);
}, 60000);

it('add-docs records a documentation source (the host by default, or --source) and queues its crawl; refresh takes its id', async () => {
  const producer = await createProducer(developerIngestJob, { connection: redis, prefix, waits: false });
  try {
    await producer.queue.obliterate({ force: true });
    const byHost = await admin('developer', 'add-docs', 'https://www.Example.com/docs/#intro');
    expect(byHost.out).toEqual({ added: { source: 'example.com', url: 'https://www.example.com/docs/', ingestJob: expect.any(String) } });
    const named = await admin('developer', 'add-docs', 'https://docs.acme.dev/sitemap.xml', '--source', 'Acme-Docs');
    expect(named.out.added).toMatchObject({ source: 'acme-docs', url: 'https://docs.acme.dev/sitemap.xml' });
    const refresh = await admin('developer', 'refresh', 'acme-docs', 'acme/widgets');
    expect(refresh.out).toMatchObject({ refresh: ['acme/widgets', 'acme-docs'] });
    const jobs = (await producer.queue.getJobs(['waiting'])).map((j) => j.data);
    expect(jobs).toEqual(expect.arrayContaining([
      { kind: 'docs', source: 'example.com', url: 'https://www.example.com/docs/' },
      { kind: 'docs', source: 'acme-docs', url: 'https://docs.acme.dev/sitemap.xml' },
      { kind: 'repo', repo: 'acme/widgets' },
    ]));
    expect(jobs.filter((j) => j.kind === 'docs' && j.source === 'acme-docs')).toHaveLength(2);
    const list = await admin('developer', 'list');
    expect(list.out.docs).toEqual([
      expect.objectContaining({ source: 'acme-docs', pages: 0, refreshedAt: null }),
      expect.objectContaining({ source: 'example.com', baseUrl: 'https://www.example.com/docs/' }),
    ]);
  } finally {
    await producer.close();
  }
  expect((await admin('developer', 'add-docs', 'ftp://example.com/')).err).toMatch(/not an http\(s\) URL/);
  expect((await admin('developer', 'add-docs', 'https://example.com/', '--source', 'bad id!')).err).toMatch(/--source must be/);
  expect((await admin('developer', 'refresh', 'unknown-docs')).err).toMatch(/not a documentation source/);
}, 90000);
