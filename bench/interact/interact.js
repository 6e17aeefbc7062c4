#!/usr/bin/env node
// Interact figures through the full stack (gateway -> session-worker -> sandbox -> Chromium):
// time from a finished scrape to the first interact result, per-call latency of a trivial node,
// python and bash run on a warm session (p50/p95), memory per open session (RSS of the process
// tree with K sessions open vs none), then open/run/stop cycles and a check that nothing is left
// (Chromium processes, sandbox temp dirs). Env: BENCH_INTERACT_CALLS (20), BENCH_INTERACT_SESSIONS
// (4), BENCH_INTERACT_CONCURRENT (20: sessions opened at once, each running node, python and bash,
// then stopped at once; 0 skips), BENCH_INTERACT_CYCLES (20; the issue's soak is 200).
// Run under `flock /tmp/heavy.lock`.
'use strict';
const fs = require('fs');
const os = require('os');
const { startFixtureServer } = require('../api/lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('../api/lib/stack');
const { treeRss, processTree, sleep } = require('../api/lib/proc');

const uidOf = (pid) => Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** Proportional set size of a process tree, MB: shared pages (Chromium's libraries) counted once. */
function treePss(root, only = () => true) {
  let kb = 0;
  for (const p of processTree(root)) {
    if (!only(p)) continue;
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
const CONCURRENT = Number(process.env.BENCH_INTERACT_CONCURRENT ?? 20);

/** What a session leaves behind if it leaks: processes of the sandbox uid (session browsers, sandboxes), bwrap, temp dirs. */
function leftovers(root) {
  const tree = processTree(root);
  const sandboxUid = tree.filter((p) => {
    try {
      const uid = uidOf(p.pid);
      return uid === 65534 || uid >= 200000; // SANDBOX_UID (session browsers), SANDBOX_SESSION_UID_BASE + i (sandboxes)
    } catch {
      return false;
    }
  }).length;
  const dirs = fs.readdirSync(os.tmpdir()).filter((d) => /^wsa-(sandbox|session)-/.test(d) && !d.endsWith('.sh')).length;
  return { sandboxUid, bwrap: tree.filter((p) => p.comm === 'bwrap').length, dirs, processes: tree.length };
}
const fmtLeft = (l) => `${l.sandboxUid} processes of the sandbox uids (session browsers and sandboxes), ${l.bwrap} bwrap, ${l.dirs} session temp dirs, ${l.processes} processes in the stack`;

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const cap = String(Math.max(SESSIONS, CONCURRENT) + 1);
  const stack = await startStack({ env: { SESSION_MAX_PER_TEAM: cap, SESSION_MAX_PER_WORKER: cap } });
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
    const before = leftovers(stack.child.pid);
    console.log(`before: ${fmtLeft(before)}`);
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
        const r = await interact(jobs[0], language, code);
        ms.push(Date.now() - t);
        if (r.exitCode !== 0) throw new Error(`${language} call failed: ${r.exitCode} ${r.error}`);
      }
      console.log(`trivial ${language} call on a warm session: ${fmt(ms)} (${CALLS} calls, HTTP round trip included)`);
    }
    const open = treeRss(stack.child.pid);
    const openPss = treePss(stack.child.pid);
    const browsersPss = treePss(stack.child.pid, (p) => { try { return uidOf(p.pid) === 65534; } catch { return false; } });
    const sandboxesPss = treePss(stack.child.pid, (p) => { try { return uidOf(p.pid) >= 200000; } catch { return false; } });
    for (const jobId of jobs) await api('DELETE', `/v2/scrape/${jobId}/interact`);
    await sleep(1000);
    const closed = treeRss(stack.child.pid);
    const closedPss = treePss(stack.child.pid);
    console.log(`memory per open session: ${((openPss - closedPss) / SESSIONS).toFixed(0)} MB PSS, ${((open.totalMb - closed.totalMb) / SESSIONS).toFixed(0)} MB summed RSS (tree RSS ${open.totalMb.toFixed(0)} MB with ${SESSIONS} open, ${closed.totalMb.toFixed(0)} MB after stop; Chromium processes ${open.chromiumProcesses} -> ${closed.chromiumProcesses}); of which per session: browser ${(browsersPss / SESSIONS).toFixed(0)} MB PSS, warm node sandbox ${(sandboxesPss / SESSIONS).toFixed(0)} MB PSS, the rest is the worker's own share`);
    if (CONCURRENT > 0) await concurrent(CONCURRENT, { scrape, interact, api, stack });
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
    console.log(`${CYCLES} open/run/stop cycles: ${fmt(cycle)}; afterwards ${fmtLeft(leftovers(stack.child.pid))}; ${after.chromiumProcesses} Chromium processes in all (the scrape worker's pool included), tree RSS ${after.totalMb.toFixed(0)} MB`);
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
}

/** n sessions opened at once (a scrape each), each runs node, python and bash, then all stop at once. */
async function concurrent(n, { scrape, interact, api, stack }) {
  const jobs = [];
  for (let i = 0; i < n; i++) jobs.push(await scrape());
  const errors = [];
  const t = Date.now();
  const firstMs = await Promise.all(jobs.map(async (jobId) => {
    const s = Date.now();
    try {
      const r = await interact(jobId, 'node', 'await page.title()');
      if (r.exitCode !== 0) errors.push(`open: exit ${r.exitCode} ${r.error}`);
    } catch (err) {
      errors.push(`open: ${err.message}`);
    }
    return Date.now() - s;
  }));
  const openedIn = Date.now() - t;
  const pss = treePss(stack.child.pid);
  const sessionsPss = treePss(stack.child.pid, (p) => { try { const uid = uidOf(p.pid); return uid === 65534 || uid >= 200000; } catch { return false; } });
  const calls = [];
  await Promise.all(jobs.map(async (jobId) => {
    for (const [language, code] of [['node', '1 + 1'], ['python', '1 + 1'], ['bash', 'true']]) {
      const s = Date.now();
      try {
        const r = await interact(jobId, language, code);
        if (r.exitCode !== 0) errors.push(`${language}: exit ${r.exitCode} ${r.error}`);
      } catch (err) {
        errors.push(`${language}: ${err.message}`);
      }
      calls.push(Date.now() - s);
    }
  }));
  const stopped = await Promise.allSettled(jobs.map((jobId) => api('DELETE', `/v2/scrape/${jobId}/interact`)));
  for (const r of stopped) if (r.status === 'rejected') errors.push(`stop: ${r.reason.message}`);
  await sleep(1500);
  const pssAfter = treePss(stack.child.pid);
  console.log(`${n} concurrent sessions: all open in ${openedIn} ms (first result per session ${fmt(firstMs)}), then node/python/bash on all at once ${fmt(calls)}; ${errors.length} errors${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}; ${((pss - pssAfter) / n).toFixed(0)} MB PSS per open session (${pss.toFixed(0)} MB with ${n} open, ${pssAfter.toFixed(0)} MB after stop; the session browsers and sandboxes alone ${(sessionsPss / n).toFixed(0)} MB PSS each); afterwards ${fmtLeft(leftovers(stack.child.pid))}`);
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
