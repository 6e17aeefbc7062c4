#!/usr/bin/env node
// Chromium-engine throughput: a JS-rendered app shell (the HTTP engine sees an empty <div id="root">
// and the scrape escalates to Chromium), closed-loop at a few concurrencies, per BROWSER_MAX_PAGES.
// Env: BENCH_CONCURRENCIES (default 4,8), BENCH_DURATION_S (20), BENCH_BROWSER_MAX_PAGES (default 4),
// BENCH_SCRAPE_CONCURRENCY (default 8), BENCH_CPU_PROF=<dir> as in http-throughput.js.
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, appPids, describeRun, log } = require('./lib/stack');
const { runLoad, measureStep } = require('./lib/load');

const list = (v, d) => (v || d).split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const CONCURRENCIES = list(process.env.BENCH_CONCURRENCIES, '4,8');
const MAX_PAGES = list(process.env.BENCH_BROWSER_MAX_PAGES, '4');
const SCRAPE_CONCURRENCY = process.env.BENCH_SCRAPE_CONCURRENCY || '8';
const DURATION_S = Number(process.env.BENCH_DURATION_S || 20);
const PROF_DIR = process.env.BENCH_CPU_PROF;

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  console.log(`== chromium-throughput (${describeRun()})`);
  const body = (i) => ({ url: `${fixture.base}/app?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
  const check = (j) => (j.success && j.data?.markdown?.includes('Rendered by JavaScript') ? undefined : `not rendered: ${JSON.stringify(j).slice(0, 160)}`);
  let seq = 0;
  for (const mp of MAX_PAGES) {
    const prof = PROF_DIR ? { BENCH_CPU_PROF_DIR: PROF_DIR, BENCH_CPU_PROF_ON_SIGNAL: '1' } : {};
    const nodeOptions = PROF_DIR ? `--require ${require.resolve('./lib/cpu-prof-preload')}` : undefined;
    const stack = await startStack({ env: { BROWSER_MAX_PAGES: String(mp), SCRAPE_CONCURRENCY, ...prof }, nodeOptions });
    try {
      await runLoad({ base: stack.base, apiKey, concurrency: 4, durationMs: 5000, makeBody: (i) => body(1e7 + i), check }); // warm-up (starts the browser)
      if (PROF_DIR) for (const pid of appPids(stack)) process.kill(pid, 'SIGUSR2');
      for (const c of CONCURRENCIES) {
        await measureStep(stack, `BROWSER_MAX_PAGES=${mp} SCRAPE_CONCURRENCY=${SCRAPE_CONCURRENCY} concurrency=${c}`, { apiKey, concurrency: c, durationMs: DURATION_S * 1000, makeBody: () => body(seq++), check });
      }
    } finally {
      await stopStack(stack);
    }
  }
  await fixture.close();
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
