/**
 * Fetch throughput against a local server running in a child process (so it does not share our
 * event loop). Prints pages/s, latency percentiles and RSS; run on demand: `nx run fetcher:bench`.
 * Variants: identity vs gzip body, and raw undici.request as the floor this engine adds overhead to.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { closeFetcherDispatchers, fetchUrl } from '../src';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

function serve(): void {
  const page = Buffer.from(`<!doctype html><html><body>${'<p>Lorem ipsum dolor sit amet, consectetur.</p>'.repeat(600)}</body></html>`);
  const gzipped = gzipSync(page);
  const server = createServer((req, res) => {
    if (req.url === '/gzip') res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipped);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  });
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
}

async function startServerProcess(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(__filename, ['serve']);
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve(Number(m))));
  return { child, port };
}

async function measure(label: string, fetchOne: () => Promise<number>): Promise<void> {
  // Warm up JIT and the connection pool so the first variant is not penalised.
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => { for (let i = 0; i < 50; i++) await fetchOne(); }));
  const latencies: number[] = [];
  let bytes = 0;
  const end = Date.now() + DURATION_MS;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const size = await fetchOne();
      bytes += size;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number): string => latencies[Math.floor(latencies.length * p)].toFixed(2);
  console.log(
    `${label.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} pages/s  p50 ${pct(0.5)} ms  p95 ${pct(0.95)} ms  ` +
      `${(bytes / seconds / 1e6).toFixed(1)} MB/s decoded  rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
}

async function main(): Promise<void> {
  const { child, port } = await startServerProcess();
  const base = `http://127.0.0.1:${port}`;
  const opts = { timeoutMs: 10_000, skipTlsVerification: false, allowLocalTargets: true };
  const rawAgent = new Agent({ keepAliveTimeout: 10_000 });
  console.log(`concurrency ${CONCURRENCY}, ${DURATION_MS} ms per variant, node ${process.version}`);
  await measure('fetchUrl identity (27 KB)', async () => (await fetchUrl(`${base}/plain`, opts)).body.length);
  await measure('fetchUrl gzip (27 KB)', async () => (await fetchUrl(`${base}/gzip`, opts)).body.length);
  await measure('fetchUrl via localhost name', async () => (await fetchUrl(`http://localhost:${port}/gzip`, opts)).body.length);
  await measure('raw undici.request identity', async () => {
    const res = await request(`${base}/plain`, { dispatcher: rawAgent });
    return (await res.body.arrayBuffer()).byteLength;
  });
  await rawAgent.close();
  await closeFetcherDispatchers();
  child.kill();
}

if (process.argv[2] === 'serve') serve();
else void main();
