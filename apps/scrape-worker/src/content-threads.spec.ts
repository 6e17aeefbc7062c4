import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import path from 'path';
import { build } from 'esbuild';
import { startTransformThreads, transformHtml } from '@wsa/content';

// The content threads run the worker's real thread entry, bundled as scripts/build-app.js does.
const root = path.resolve(__dirname, '../../..');
let dir: string;
let entry: string;

beforeAll(async () => {
  // inside the repository, so that the bundle's external packages resolve from its node_modules
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  dir = mkdtempSync(path.join(root, 'tmp', 'content-thread-'));
  await build({
    entryPoints: [path.join(__dirname, 'content.thread.ts')], outdir: dir, bundle: true, platform: 'node', format: 'cjs',
    packages: 'external', tsconfig: path.join(root, 'tsconfig.base.json'), logLevel: 'silent',
  });
  entry = path.join(dir, 'content.thread.js');
}, 30000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = `<html><head><title>Threads</title><meta name="description" content="A page for the thread test"></head>
  <body><nav><a href="/a">Home</a></nav><main><h1>Content on a thread</h1><p>One scrape worker process uses every core for
  the parse, the main content and the markdown. ${'More text for the extractor. '.repeat(20)}</p></main></body></html>`;
const OPTS = { url: 'https://example.com/t', onlyMainContent: true, removeBase64Images: true };
const WANTS = { markdown: true, html: true, links: true };

it('answers exactly what transformHtml answers on the main thread, for pages in parallel', async () => {
  const threads = startTransformThreads({ size: 2, filename: entry, idleMs: 60000 });
  try {
    const results = await Promise.all(Array.from({ length: 6 }, () => threads.transform(PAGE, OPTS, WANTS)));
    for (const r of results) expect(r).toEqual(transformHtml(PAGE, OPTS, WANTS));
    expect(threads.running()).toBe(2);
  } finally {
    await threads.close();
  }
}, 30000);

it('ends an idle thread and starts one again for the next page', async () => {
  const threads = startTransformThreads({ size: 1, filename: entry, idleMs: 200 });
  try {
    await threads.transform(PAGE, OPTS, WANTS);
    expect(threads.running()).toBe(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(threads.running()).toBe(0);
    expect((await threads.transform(PAGE, OPTS, WANTS)).metadata.title).toBe('Threads');
  } finally {
    await threads.close();
  }
}, 30000);

it('fails only the pages of a thread that dies, and replaces it', async () => {
  const crashing = path.join(dir, 'crash.thread.js');
  writeFileSync(crashing, `require('worker_threads').parentPort.on('message', () => process.exit(3));`);
  const threads = startTransformThreads({ size: 1, filename: crashing, idleMs: 60000 });
  try {
    await expect(threads.transform(PAGE, OPTS, WANTS)).rejects.toThrow(/exited \(code 3\)/);
    expect(threads.running()).toBe(0);
    await expect(threads.transform(PAGE, OPTS, WANTS)).rejects.toThrow(/exited/);
  } finally {
    await threads.close();
  }
}, 30000);
