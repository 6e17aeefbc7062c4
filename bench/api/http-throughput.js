#!/usr/bin/env node
// HTTP-engine throughput: closed-loop concurrency sweep against POST /v2/scrape, for each value of
// the scrape worker's SCRAPE_CONCURRENCY (the stack is restarted per value).
// Env: BENCH_CONCURRENCIES (default 16,32,64), BENCH_DURATION_S (15), BENCH_SCRAPE_CONCURRENCY
// (default 8,16,32), BENCH_PAGESET (wcxb = 8 real pages of 20-200 KB, or small = one 4 KB page),
// BENCH_CPU_PROF=<dir> (profile every app, see lib/cpu-prof-preload.js; summarize with summarize-profile.js).
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, appPids, describeRun, log } = require('./lib/stack');
const { runLoad, measureStep } = require('./lib/load');

const list = (v, d) => (v || d).split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const CONCURRENCIES = list(process.env.BENCH_CONCURRENCIES, '16,32,64');
const SCRAPE_CONCURRENCY = list(process.env.BENCH_SCRAPE_CONCURRENCY, '8,16,32');
const DURATION_S = Number(process.env.BENCH_DURATION_S || 15);
const PAGESET = process.env.BENCH_PAGESET || 'wcxb';
const PROF_DIR = process.env.BENCH_CPU_PROF;

async function main() {
  const fixture = await startFixtureServer();
  const urls = PAGESET === 'small' ? [`${fixture.base}/small`] : fixture.wcxb.map((w) => w.url);
  const apiKey = prepare();
  console.log(`== http-throughput (${describeRun()})`);
  console.log(PAGESET === 'small' ? 'pages: /small (4 KB)' : `pages: ${fixture.wcxb.map((w) => `${w.name} (${(w.bytes / 1024).toFixed(0)} KB)`).join(', ')}`);
  const body = (i) => ({ url: `${urls[i % urls.length]}?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
  const check = (j) => (j.success && typeof j.data?.markdown === 'string' && j.data.markdown.length > 0 ? undefined : `unexpected answer: ${JSON.stringify(j).slice(0, 160)}`);
  let seq = 0;
  for (const sc of SCRAPE_CONCURRENCY) {
    const prof = PROF_DIR ? { BENCH_CPU_PROF_DIR: PROF_DIR, BENCH_CPU_PROF_ON_SIGNAL: '1' } : {};
    const nodeOptions = PROF_DIR ? `--require ${require.resolve('./lib/cpu-prof-preload')}` : undefined;
    const stack = await startStack({ env: { SCRAPE_CONCURRENCY: String(sc), ...prof }, nodeOptions });
    try {
      await runLoad({ base: stack.base, apiKey, concurrency: 8, durationMs: 3000, makeBody: (i) => body(1e7 + i), check }); // warm-up
      if (PROF_DIR) for (const pid of appPids(stack)) process.kill(pid, 'SIGUSR2');
      for (const c of CONCURRENCIES) {
        await measureStep(stack, `SCRAPE_CONCURRENCY=${sc} concurrency=${c}`, { apiKey, concurrency: c, durationMs: DURATION_S * 1000, makeBody: () => body(seq++), check });
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
