// Throughput and memory of the pool on a small local page.
// Run: npx esbuild libs/browser/scripts/bench-pool.ts --bundle --platform=node --external:puppeteer-core \
//        --external:@ghostery/adblocker --outfile=tmp/bench-pool.js && node tmp/bench-pool.js
import { readFileSync, readdirSync } from 'node:fs';
import { BrowserPool, renderPage } from '../src/index';
import { CHROMIUM, FixtureServer, allowAll } from '../src/test-support/fixture-server';

const PAGE = `<html><head><title>Bench</title><link rel="stylesheet" href="/s.css"></head><body><h1>Hello</h1>
<p>${'Lorem ipsum dolor sit amet. '.repeat(200)}</p><div id="x"></div><script>document.getElementById('x').textContent = 'rendered';</script></body></html>`;

/** Proportional set size of the browser and all its descendants, in MB. */
function treePssMb(rootPid: number): number {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(+d, +stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]!);
    } catch { /* exited */ }
  }
  const inTree = (pid: number): boolean => pid === rootPid || (parent.has(pid) && pid > 1 && inTree(parent.get(pid)!));
  let kb = 0;
  for (const pid of parent.keys()) {
    if (!inTree(pid)) continue;
    try {
      kb += +(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch { /* exited */ }
  }
  return Math.round(kb / 1024);
}

async function run(pool: BrowserPool, url: string, jobs: number, concurrency: number, blockAds: boolean): Promise<number> {
  let next = 0;
  const t0 = Date.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next++ < jobs) {
      const r = await renderPage(pool, { url, timeoutMs: 20000, blockAds, isRequestAllowed: allowAll });
      if (!r.html.includes('rendered')) throw new Error('not rendered');
    }
  }));
  return jobs / ((Date.now() - t0) / 1000);
}

async function main(): Promise<void> {
  const server = await new FixtureServer().html('/', PAGE).route('/s.css', (_q, s) => s.writeHead(200, { 'content-type': 'text/css' }).end('h1{color:red}')).start();
  const pool = new BrowserPool({ executablePath: process.argv[2] ?? CHROMIUM, maxPagesPerBrowser: 4 });
  await pool.start();
  const pid = pool.browserPids()[0]!;
  console.log(`browser ${process.argv[2] ?? CHROMIUM}: idle ${treePssMb(pid)} MB PSS`);
  await run(pool, server.url('/'), 8, 4, false); // warm-up
  for (const [conc, blockAds] of [[1, false], [4, false], [4, true]] as const) {
    const rate = await run(pool, server.url('/'), 60, conc, blockAds);
    console.log(`concurrency ${conc} blockAds=${blockAds}: ${rate.toFixed(2)} pages/s; after: ${treePssMb(pid)} MB PSS; node RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
  }
  console.log(JSON.stringify(pool.stats()));
  await pool.close();
  await server.close();
}

void main();
