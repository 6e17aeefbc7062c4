#!/usr/bin/env node
// Interact figures through the full stack (gateway -> session-worker -> sandbox -> Chromium):
// time from a finished scrape to the first interact result, per-call latency of a trivial node,
// python and bash run on a warm session (p50/p95), memory per open session (RSS of the process
// tree with K sessions open vs none), then open/run/stop cycles and a check that nothing is left
// (Chromium processes, sandbox temp dirs). Env: BENCH_INTERACT_CALLS (20), BENCH_INTERACT_SESSIONS
// (4, at most SESSION_MAX_PER_TEAM), BENCH_INTERACT_CYCLES (20). Run under `flock /tmp/heavy.lock`.
'use strict';
const fs = require('fs');
const os = require('os');
const { startFixtureServer } = require('../api/lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('../api/lib/stack');
const { treeRss, processTree, sleep } = require('../api/lib/proc');

/** Proportional set size of a process tree, MB: shared pages (Chromium's libraries) counted once. */
function treePss(root) {
  let kb = 0;
  for (const p of processTree(root)) {
    try {
      kb += Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p.pid}/smaps_rollup`, 'utf8'))[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

const CALLS = Number(process.env.BENCH_INTERACT_CALLS || 20);
const SESSIONS = Number(process.env.BENCH_INTERACT_SESSIONS || 4);
const CYCLES = Number(process.env.BENCH_INTERACT_CYCLES || 20);

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const stack = await startStack({ env: { SESSION_MAX_PER_TEAM: String(SESSIONS + 1), SESSION_MAX_PER_WORKER: String(SESSIONS + 1) } });
  const api = async (method, path, body) => {
    const res = await fetch(`${stack.base}${path}`, { method, headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  };
  const scrape = async () => (await api('POST', '/v2/scrape', { url: `${fixture.base}/small?n=${Math.random()}`, formats: ['markdown'], maxAge: 0, storeInCache: false })).data.metadata.scrapeId;
  const interact = (jobId, language, code) => api('POST', `/v2/scrape/${jobId}/interact`, { language, code });
  try {
    console.log(`== interact (${describeRun()})`);
    const first = [];
    const jobs = [];
    for (let i = 0; i < SESSIONS; i++) {
      const jobId = await scrape();
      const t = Date.now();
      await interact(jobId, 'node', 'await page.title()');
      first.push(Date.now() - t);
      jobs.push(jobId);
    }
    console.log(`first interact result after a scrape: ${fmt(first)} (${SESSIONS} sessions, browser start + replay + run)`);
    for (const [language, code] of [['node', '1 + 1'], ['python', '1 + 1'], ['bash', 'true']]) {
      const ms = [];
      for (let i = 0; i < CALLS; i++) {
        const t = Date.now();
        await interact(jobs[0], language, code);
        ms.push(Date.now() - t);
      }
      console.log(`trivial ${language} call on a warm session: ${fmt(ms)} (${CALLS} calls, HTTP round trip included)`);
    }
    const open = treeRss(stack.child.pid);
    const openPss = treePss(stack.child.pid);
    for (const jobId of jobs) await api('DELETE', `/v2/scrape/${jobId}/interact`);
    await sleep(1000);
    const closed = treeRss(stack.child.pid);
    const closedPss = treePss(stack.child.pid);
    console.log(`memory per open session: ${((openPss - closedPss) / SESSIONS).toFixed(0)} MB PSS, ${((open.totalMb - closed.totalMb) / SESSIONS).toFixed(0)} MB summed RSS (tree RSS ${open.totalMb.toFixed(0)} MB with ${SESSIONS} open, ${closed.totalMb.toFixed(0)} MB after stop; Chromium processes ${open.chromiumProcesses} -> ${closed.chromiumProcesses})`);
    const cycle = [];
    for (let i = 0; i < CYCLES; i++) {
      const jobId = await scrape();
      const t = Date.now();
      await interact(jobId, 'node', '1');
      await api('DELETE', `/v2/scrape/${jobId}/interact`);
      cycle.push(Date.now() - t);
    }
    await sleep(1000);
    const after = treeRss(stack.child.pid);
    const leftDirs = fs.readdirSync(os.tmpdir()).filter((d) => /^wsa-(sandbox|session)-/.test(d) && !d.endsWith(".sh"));
    console.log(`${CYCLES} open/run/stop cycles: ${fmt(cycle)}; afterwards ${after.chromiumProcesses} Chromium processes of sessions and scrapes, ${leftDirs.length} session temp dirs, tree RSS ${after.totalMb.toFixed(0)} MB, ${processTree(stack.child.pid).length} processes`);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

function fmt(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${s[s.length - 1]} ms`;
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
