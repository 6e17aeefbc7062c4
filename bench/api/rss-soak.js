#!/usr/bin/env node
// RSS soak: N Chromium scrapes (JS-rendered page) at a fixed concurrency while the resident memory
// of the whole stack (supervisor, the four node apps, every Chromium process: VmRSS summed over the
// supervisor's process tree) is sampled every few seconds. Shows whether memory stays flat
// (BROWSER_RECYCLE_AFTER, default 500, relaunches the browser along the way).
// Env: BENCH_SOAK_N (default 2000), BENCH_SOAK_CONCURRENCY (4), BENCH_SOAK_INTERVAL_S (10),
// BENCH_BROWSER_MAX_PAGES (4).
// BENCH_SOAK_MODE=mixed: HTTP pages (/small and the WCXB pages) with every 1/BENCH_SOAK_JS_SHARE-th
// (0.25) an /app page that needs Chromium, BENCH_SOAK_N default 10000; each sample also lists the
// RSS of every process (one count per process), and the end prints each process's drift.
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('./lib/stack');
const { treeRss, processRss } = require('./lib/proc');
const { runLoad, formatResult, loadavg } = require('./lib/load');

const MIXED = process.env.BENCH_SOAK_MODE === 'mixed';
const N = Number(process.env.BENCH_SOAK_N || (MIXED ? 10000 : 2000));
const JS_EVERY = Math.max(1, Math.round(1 / Number(process.env.BENCH_SOAK_JS_SHARE || 0.25)));
const CONCURRENCY = Number(process.env.BENCH_SOAK_CONCURRENCY || 4);
const INTERVAL_S = Number(process.env.BENCH_SOAK_INTERVAL_S || 10);
const MAX_PAGES = process.env.BENCH_BROWSER_MAX_PAGES || '4';

/** Per node process: RSS at the first warm sample, min, max, last, and the mean of the last quarter vs the second quarter. */
function printDrift(warm) {
  const q = (a, from, to) => a.slice(Math.floor(a.length * from), Math.max(Math.floor(a.length * from) + 1, Math.floor(a.length * to)));
  const mean = (a) => a.reduce((x, y) => x + y, 0) / (a.length || 1);
  console.log('| process | first warm | min | max | last | mean 2nd quarter -> last quarter |\n|---|---|---|---|---|---|');
  for (const key of warm[0].procs.map((p) => p.key)) {
    const v = warm.map((s) => s.procs.find((p) => p.key === key)?.mb).filter((x) => x !== undefined);
    console.log(`| ${key} | ${v[0].toFixed(0)} | ${Math.min(...v).toFixed(0)} | ${Math.max(...v).toFixed(0)} | ${v[v.length - 1].toFixed(0)} | ${mean(q(v, 0.25, 0.5)).toFixed(0)} -> ${mean(q(v, 0.75, 1)).toFixed(0)} MB |`);
  }
  const tot = (k) => warm.map((s) => s[k]);
  for (const k of ['totalMb', 'nodeMb', 'chromiumMb']) console.log(`| ${k} | ${tot(k)[0].toFixed(0)} | ${Math.min(...tot(k)).toFixed(0)} | ${Math.max(...tot(k)).toFixed(0)} | ${tot(k)[tot(k).length - 1].toFixed(0)} | ${mean(q(tot(k), 0.25, 0.5)).toFixed(0)} -> ${mean(q(tot(k), 0.75, 1)).toFixed(0)} MB |`);
}

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const stack = await startStack({ env: { BROWSER_MAX_PAGES: MAX_PAGES } });
  console.log(`== rss-soak (${describeRun()}): ${N} ${MIXED ? `mixed scrapes (1 in ${JS_EVERY} needs Chromium)` : 'Chromium scrapes'} at concurrency ${CONCURRENCY}, BROWSER_MAX_PAGES=${MAX_PAGES}`);
  const samples = [];
  let done = 0;
  let failed = 0;
  const t0 = Date.now();
  const sample = () => {
    const r = treeRss(stack.pid);
    const procs = processRss(stack.pid).filter((p) => !p.name.startsWith('chromium')).map((p) => ({ key: `${p.name}[${p.pid}]`, mb: p.mb }));
    samples.push({ t: (Date.now() - t0) / 1000, done, ...r, procs });
    const s = samples[samples.length - 1];
    if (MIXED) console.log(`    ${procs.map((p) => `${p.key} ${p.mb.toFixed(0)}`).join(', ')}`);
    console.log(`  t=${s.t.toFixed(0).padStart(4)} s  scrapes=${String(done).padStart(5)}  total ${s.totalMb.toFixed(0).padStart(5)} MB  node ${s.nodeMb.toFixed(0).padStart(4)} MB  chromium ${s.chromiumMb.toFixed(0).padStart(4)} MB (${s.chromiumProcesses} procs)  load ${loadavg()}`);
  };
  try {
    const pages = [`${fixture.base}/small`, ...fixture.wcxb.map((w) => w.url)];
    const isApp = (i) => !MIXED || i % JS_EVERY === 0;
    const body = (i) => ({ url: isApp(i) ? `${fixture.base}/app?n=${i}` : `${pages[i % pages.length]}?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
    const check = (j) => (j.success && (!j.data?.metadata?.url?.includes('/app?') || j.data?.markdown?.includes('Rendered by JavaScript')) ? undefined : `not rendered: ${JSON.stringify(j).slice(0, 160)}`);
    sample(); // before the first scrape: Chromium not started yet
    const timer = setInterval(sample, INTERVAL_S * 1000);
    const r = await runLoad({ base: stack.base, apiKey, concurrency: CONCURRENCY, requests: N, makeBody: body, check, onResult: (ok) => { if (ok) done += 1; else failed += 1; } });
    clearInterval(timer);
    sample();
    console.log(formatResult(`${N} ${MIXED ? "mixed" : "Chromium"} scrapes`, r));
    const warm = samples.filter((s) => s.done > 0);
    const pick = (s) => `${s.totalMb.toFixed(0)} MB (node ${s.nodeMb.toFixed(0)}, chromium ${s.chromiumMb.toFixed(0)}) at ${s.done} scrapes`;
    const max = warm.reduce((a, b) => (b.totalMb > a.totalMb ? b : a), warm[0]);
    console.log(`rss: idle before ${pick(samples[0])}; first warm ${pick(warm[0])}; last ${pick(warm[warm.length - 1])}; max ${pick(max)}`);
    const maxNode = Math.max(...warm.map((s) => s.nodeMb));
    console.log(`node apps only: first warm ${warm[0].nodeMb.toFixed(0)} MB, last ${warm[warm.length - 1].nodeMb.toFixed(0)} MB, max ${maxNode.toFixed(0)} MB; errors ${failed}`);
    printDrift(warm);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
