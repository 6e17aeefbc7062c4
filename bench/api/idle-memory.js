#!/usr/bin/env node
// Memory at rest and under load (issue 9, section 3): RSS of every process of the supervisor's tree
// (one count per process: each node app, each Chromium process, the supervisor)
//  a) right after start, b) during and after BENCH_IDLE_SCRAPES (300) mixed scrapes (half /app pages
//  that need Chromium, half HTTP pages) and a BENCH_IDLE_CHROMIUM_S (20 s) Chromium burst at
//  concurrency 8 (max sampled every 2 s), c) at rest once the browsers closed
//  (BROWSER_IDLE_CLOSE_SECONDS, from BENCH_IDLE_CLOSE_S or the app's default 60), d) the extra latency
//  of the first Chromium scrape after idle vs a warm one (p50 over BENCH_COLD_ROUNDS = 3 rounds).
// Targets: <= 600 MB whole tree idle, <= 1.5 GB under Chromium load, first scrape after idle <= 1 s extra.
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('./lib/stack');
const { processRss, formatProcessRss, sleep } = require('./lib/proc');
const { runLoad, formatResult, loadavg, summarize } = require('./lib/load');

const SCRAPES = Number(process.env.BENCH_IDLE_SCRAPES || 300);
const BURST_S = Number(process.env.BENCH_IDLE_CHROMIUM_S || 20);
const IDLE_S = process.env.BENCH_IDLE_CLOSE_S ? Number(process.env.BENCH_IDLE_CLOSE_S) : 60; // 60 = the app's default
const ROUNDS = Number(process.env.BENCH_COLD_ROUNDS || 3);
const WARM_N = 5;

const total = (rows) => rows.reduce((a, r) => a + r.mb, 0);
const pss = (rows) => rows.reduce((a, r) => a + r.pss, 0);
const both = (rows) => `${total(rows).toFixed(0)} MB (PSS ${pss(rows).toFixed(0)})`;
const chromiumCount = (rows) => rows.filter((r) => r.name.startsWith('chromium')).length;
const check = (j) => (j.success ? undefined : `failed: ${JSON.stringify(j).slice(0, 160)}`);
const appCheck = (j) => (j.success && j.data?.markdown?.includes('Rendered by JavaScript') ? undefined : `not rendered: ${JSON.stringify(j).slice(0, 160)}`);

function snapshot(stack, label) {
  const rows = processRss(stack.pid);
  console.log(`${label}: ${formatProcessRss(rows)} (load ${loadavg()})`);
  return rows;
}

/** Runs `fn` while sampling the tree every 2 s; returns fn's result and the largest sample. */
async function sampled(stack, fn) {
  let max = processRss(stack.pid);
  const timer = setInterval(() => {
    const rows = processRss(stack.pid);
    if (total(rows) > total(max)) max = rows;
  }, 2000);
  try {
    return { result: await fn(), max };
  } finally {
    clearInterval(timer);
  }
}

/** Waits until no Chromium process is left in the tree (the idle close), up to IDLE_S + 30 s. */
async function waitBrowsersClosed(stack) {
  const t = Date.now();
  while (chromiumCount(processRss(stack.pid)) > 0) {
    if (Date.now() - t > (IDLE_S + 30) * 1000) throw new Error(`Chromium still running ${IDLE_S + 30} s after the last scrape`);
    await sleep(1000);
  }
  return (Date.now() - t) / 1000;
}

async function coldVersusWarm(stack, apiKey, fixture) {
  const cold = [];
  const warm = [];
  let seq = 0;
  const one = (c) => runLoad({ base: stack.base, apiKey, concurrency: c, requests: c === 1 ? 1 : 4, makeBody: () => ({ url: `${fixture.base}/app?c=${seq++}`, formats: ['markdown'], maxAge: 0, storeInCache: false }), check: appCheck });
  for (let r = 0; r < ROUNDS; r += 1) {
    const waited = await waitBrowsersClosed(stack);
    await sleep(2000); // let the closing settle: the measured scrape starts from a browser-less worker
    const c = await one(1);
    if (c.failed) throw new Error(`cold scrape failed: ${JSON.stringify(c.errors)}`);
    cold.push(c.p50);
    await one(2); // both scrape workers' browsers up
    for (let i = 0; i < WARM_N; i += 1) warm.push((await one(1)).p50);
    console.log(`  round ${r + 1}: waited ${waited.toFixed(0)} s for the browsers to close; cold ${c.p50.toFixed(0)} ms, warm ${warm.slice(-WARM_N).map((v) => v.toFixed(0)).join('/')} ms`);
  }
  return { cold: summarize(cold), warm: summarize(warm) };
}

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const env = process.env.BENCH_IDLE_CLOSE_S ? { BROWSER_IDLE_CLOSE_SECONDS: String(IDLE_S) } : {};
  const stack = await startStack({ env });
  console.log(`== idle-memory (${describeRun()}): BROWSER_IDLE_CLOSE_SECONDS=${IDLE_S}${env.BROWSER_IDLE_CLOSE_SECONDS ? '' : ' (default)'}, ${SCRAPES} mixed scrapes, ${BURST_S} s Chromium burst`);
  try {
    await sleep(5000);
    const start = snapshot(stack, 'a) after start');
    const pages = [`${fixture.base}/small`, ...fixture.wcxb.map((w) => w.url)];
    const mixed = (i) => ({ url: i % 2 ? `${fixture.base}/app?n=${i}` : `${pages[(i / 2) % pages.length]}?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
    const m = await sampled(stack, () => runLoad({ base: stack.base, apiKey, concurrency: 4, requests: SCRAPES, makeBody: mixed, check }));
    console.log(formatResult(`b) ${SCRAPES} mixed scrapes`, m.result));
    const after = snapshot(stack, 'b) right after them');
    console.log(`b) max during them: ${formatProcessRss(m.max)}`);
    const appBody = (i) => ({ url: `${fixture.base}/app?b=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
    const b = await sampled(stack, () => runLoad({ base: stack.base, apiKey, concurrency: 8, durationMs: BURST_S * 1000, makeBody: appBody, check: appCheck }));
    console.log(formatResult(`b) Chromium burst, concurrency 8`, b.result));
    console.log(`b) max during the burst: ${formatProcessRss(b.max)}`);
    const waited = await waitBrowsersClosed(stack);
    await sleep(5000);
    const rest = snapshot(stack, `c) at rest (browsers closed ${waited.toFixed(0)} s after the last scrape, +5 s)`);
    console.log('d) first Chromium scrape after idle vs warm:');
    const cw = await coldVersusWarm(stack, apiKey, fixture);
    const extra = cw.cold.p50 - cw.warm.p50;
    await waitBrowsersClosed(stack);
    await sleep(5000);
    const rest2 = snapshot(stack, 'c) at rest again after d)');
    const underLoad = Math.max(total(m.max), total(b.max));
    console.log('\nRSS summed over the processes (PSS: shared pages counted once); targets apply to RSS.\n| figure | value | target | met |\n|---|---|---|---|');
    console.log(`| whole tree after start | ${both(start)} | <= 600 MB | ${total(start) <= 600 ? 'yes' : 'no'} |`);
    console.log(`| right after ${SCRAPES} mixed scrapes | ${both(after)} (${chromiumCount(after)} Chromium processes) | - | - |`);
    console.log(`| max under load (mixed, Chromium burst) | ${both(m.max)}, ${both(b.max)} | <= 1.5 GB | ${underLoad <= 1536 ? 'yes' : 'no'} |`);
    console.log(`| idle after the load (${IDLE_S} s close) | ${both(rest)}, later ${both(rest2)} | <= 600 MB | ${Math.max(total(rest), total(rest2)) <= 600 ? 'yes' : 'no'} |`);
    console.log(`| first Chromium scrape after idle, p50 of ${ROUNDS} | ${cw.cold.p50.toFixed(0)} ms (max ${cw.cold.max.toFixed(0)}) vs warm p50 ${cw.warm.p50.toFixed(0)} ms: +${extra.toFixed(0)} ms | <= +1000 ms | ${extra <= 1000 ? 'yes' : 'no'} |`);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
