import { ChildProcess, execFile, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { existsSync } from 'fs';
import net from 'net';
import path from 'path';
import { promisify } from 'util';
import { startDuckduckgoStandIn } from '@wsa/search';
import { startResearchStandIns } from '../research/research-stand-ins';
import { createTestDatabase } from '../test-database';

/** The repository root (the folder holding nx.json), whatever the caller's depth. */
function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('nx.json not found above ' + __dirname);
    dir = up;
  }
  return dir;
}

const root = repoRoot();
const run = promisify(execFile);

export type Stack = {
  baseUrl: string;
  env: Record<string, string>;
  admin(...args: string[]): Promise<Record<string, unknown>>;
  output(): string;
  /** graceful stop; resolves with how long it took (ms) */
  stop(): Promise<number>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls until the check passes (no fixed sleeps). */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts the whole service exactly as the README says (`npm start`), on free ports, a throwaway
 * database and its own queue prefix, and waits until /ready answers.
 */
export async function startStack(extraEnv: Record<string, string> = {}): Promise<Stack> {
  const db = await createTestDatabase();
  // search falls through to DuckDuckGo (the default chain): a local stand-in, never the real site
  const ddg = extraEnv.DUCKDUCKGO_URL ? null : await startDuckduckgoStandIn();
  // paper searches fan out to Europe PMC and arXiv: local stand-ins, never the real services
  const papers = extraEnv.EUROPEPMC_API_URL && extraEnv.ARXIV_API_URL && extraEnv.PUBMED_EUTILS_URL && extraEnv.BIORXIV_API_URL ? null : await startResearchStandIns();
  // a benchmark may ask for its own port (BENCH_PORT); otherwise any free one
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: db.url,
    QUEUE_PREFIX: `e2e-${randomBytes(4).toString('hex')}`,
    ALLOW_LOCAL_TARGETS: 'true',
    LOG_LEVEL: 'warn',
    SEARCH_WORKER_METRICS_PORT: String(await freePort()),
    SCRAPE_WORKER_METRICS_PORT: String(await freePort()),
    SESSION_WORKER_METRICS_PORT: String(await freePort()),
    ...(ddg ? { DUCKDUCKGO_URL: ddg.url } : {}),
    ...(papers ? { EUROPEPMC_API_URL: papers.europepmcUrl, ARXIV_API_URL: papers.arxivUrl, ARXIV_FULLTEXT_URL: papers.arxivUrl, PUBMED_EUTILS_URL: papers.pubmedUrl, BIORXIV_API_URL: papers.biorxivUrl, ARXIV_MIN_INTERVAL_MS: '100' } : {}),
    ...extraEnv,
  };
  let out = '';
  const child: ChildProcess = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // 150 s: a first start in a clean clone runs setup and builds five apps while nx runs other
    // projects' tests beside it on the same two cores
    await waitFor(async () => (await fetch(`${baseUrl}/ready`)).ok, 150000, `the stack on ${baseUrl}`);
  } catch (err) {
    process.kill(-child.pid!, 'SIGKILL');
    await db.drop();
    await ddg?.close();
    await papers?.close();
    // what the service printed until now (the message was written before the wait began)
    throw new Error(`${(err as Error).message}; its output:\n${out}`);
  }
  return {
    baseUrl,
    env,
    output: () => out,
    async admin(...args: string[]) {
      const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env });
      return JSON.parse(stdout.trim().split('\n').pop() ?? '{}');
    },
    async stop() {
      // SIGTERM to the whole group (npm -> bash -> supervisor -> apps), like Ctrl-C
      const started = Date.now();
      process.kill(-child.pid!, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 40000);
      await exited;
      clearTimeout(timer);
      await db.drop();
      await ddg?.close();
      await papers?.close();
      return Date.now() - started;
    },
  };
}
