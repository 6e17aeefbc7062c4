#!/usr/bin/env node
// Latency: N sequential scrapes (default 100) of a small local page through the full stack
// (gateway -> queue -> scrape worker, HTTP engine -> markdown -> back). Env: BENCH_LATENCY_N.
'use strict';
const { startFixtureServer } = require('./lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('./lib/stack');
const { runLoad, formatResult, loadavg } = require('./lib/load');

const N = Number(process.env.BENCH_LATENCY_N || 100);

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const stack = await startStack();
  try {
    const body = (i) => ({ url: `${fixture.base}/small?n=${i}`, formats: ['markdown'], maxAge: 0, storeInCache: false });
    const check = (j) => (j.success && j.data?.markdown?.includes('Measuring a scrape API') ? undefined : `unexpected answer: ${JSON.stringify(j).slice(0, 160)}`);
    await runLoad({ base: stack.base, apiKey, concurrency: 1, requests: 10, makeBody: (i) => body(1e6 + i), check }); // warm-up
    const load0 = loadavg();
    const r = await runLoad({ base: stack.base, apiKey, concurrency: 1, requests: N, makeBody: body, check });
    console.log(`== latency (${describeRun()})`);
    console.log(formatResult(`${N} sequential scrapes of /small (4 KB)`, r));
    console.log(`load average before: ${load0}, after: ${loadavg()}`);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
