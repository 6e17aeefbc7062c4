#!/usr/bin/env node
// RSS soak: N Chromium scrapes (JS-rendered page) at a fixed concurrency while the resident memory
// of the whole stack (supervisor, the four node apps, every Chromium process: VmRSS summed over the
// supervisor's process tree) is sampled every few seconds. Shows whether memory stays flat
// (BROWSER_RECYCLE_AFTER, default 500, relaunches the browser along the way).
// Env: BENCH_SOAK_N (default 2000), BENCH_SOAK_CONCURRENCY (4), BENCH_SOAK_INTERVAL_S (10),
// BENCH_BROWSER_MAX_PAGES (4).
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('./lib/stack');
const { treeRss } = require('./lib/proc');
const { runLoad, formatResult, loadavg } = require('./lib/load');

const N = Number(process.env.BENCH_SOAK_N || 2000);
const CONCURRENCY = Number(process.env.BENCH_SOAK_CONCURRENCY || 4);
const INTERVAL_S = Number(process.env.BENCH_SOAK_INTERVAL_S || 10);
const MAX_PAGES = process.env.BENCH_BROWSER_MAX_PAGES || '4';

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const stack = await startStack({ env: { BROWSER_MAX_PAGES: MAX_PAGES } });
  console.log(`== rss-soak (${describeRun()}): ${N} Chromium scrapes at concurrency ${CONCURRENCY}, BROWSER_MAX_PAGES=${MAX_PAGES}`);
  const samples = [];
  let done = 0;
  let failed = 0;
  const t0 = Date.now();
  const sample = () => {
    const r = treeRss(stack.pid);
    samples.push({ t: (Date.now() - t0) / 1000, done, ...r });
    const s = samples[samples.length - 1];
    console.log(`  t=${s.t.toFixed(0).padStart(4)} s  scrapes=${String(done).padStart(5)}  total ${s.totalMb.toFixed(0).padStart(5)} MB  node ${s.nodeMb.toFixed(0).padStart(4)} MB  chromium ${s.chromiumMb.toFixed(0).padStart(4)} MB (${s.chromiumProcesses} procs)  load ${loadavg()}`);
  };
  try {
    const body = (i) => ({ url: `${fixture.base}/app?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
    const check = (j) => (j.success && j.data?.markdown?.includes('Rendered by JavaScript') ? undefined : `not rendered: ${JSON.stringify(j).slice(0, 160)}`);
    sample(); // before the first scrape: Chromium not started yet
    const timer = setInterval(sample, INTERVAL_S * 1000);
    const r = await runLoad({ base: stack.base, apiKey, concurrency: CONCURRENCY, requests: N, makeBody: body, check, onResult: (ok) => { if (ok) done += 1; else failed += 1; } });
    clearInterval(timer);
    sample();
    console.log(formatResult(`${N} Chromium scrapes`, r));
    const warm = samples.filter((s) => s.done > 0);
    const pick = (s) => `${s.totalMb.toFixed(0)} MB (node ${s.nodeMb.toFixed(0)}, chromium ${s.chromiumMb.toFixed(0)}) at ${s.done} scrapes`;
    const max = warm.reduce((a, b) => (b.totalMb > a.totalMb ? b : a), warm[0]);
    console.log(`rss: idle before ${pick(samples[0])}; first warm ${pick(warm[0])}; last ${pick(warm[warm.length - 1])}; max ${pick(max)}`);
    const maxNode = Math.max(...warm.map((s) => s.nodeMb));
    console.log(`node apps only: first warm ${warm[0].nodeMb.toFixed(0)} MB, last ${warm[warm.length - 1].nodeMb.toFixed(0)} MB, max ${maxNode.toFixed(0)} MB; errors ${failed}`);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
