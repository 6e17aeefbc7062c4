// Closed-loop load: `concurrency` clients each send POST /v2/scrape and wait for the answer
// before sending the next, for a duration or a request count. Every answer is checked.
'use strict';
const os = require('os');
const { Agent, request } = require('undici');
const { treeCpuTicks, appName } = require('./proc');

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summarize(latencies) {
  const s = [...latencies].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), mean, max: s[s.length - 1] ?? NaN };
}

const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '-');

/**
 * Runs the load. `makeBody(i)` returns the scrape request body of request i; `check(json)` returns
 * an error string or undefined. Stops at `durationMs` or after `requests`, whichever is set.
 */
async function runLoad({ base, apiKey, concurrency, durationMs, requests, makeBody, check, timeoutMs = 120000, onResult }) {
  const agent = new Agent({ connections: concurrency, pipelining: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 30000 });
  const latencies = [];
  const errors = new Map();
  let next = 0;
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = durationMs ? started + durationMs : Infinity;
  const more = () => performance.now() < deadline && (requests === undefined || next < requests);
  const client = async () => {
    while (more()) {
      const i = next++;
      const t = performance.now();
      let err;
      try {
        const res = await request(`${base}/v2/scrape`, {
          method: 'POST', dispatcher: agent,
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(makeBody(i)),
        });
        const text = await res.body.text();
        if (res.statusCode !== 200) err = `HTTP ${res.statusCode}: ${text.slice(0, 160)}`;
        else err = check ? check(JSON.parse(text)) : undefined;
      } catch (e) {
        err = `${e.code || e.name}: ${e.message}`;
      }
      const elapsed = performance.now() - t;
      if (err) {
        failed += 1;
        errors.set(err, (errors.get(err) || 0) + 1);
      } else {
        ok += 1;
        latencies.push(elapsed);
      }
      onResult?.(!err, elapsed);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  await agent.close();
  return { ok, failed, seconds, rate: ok / seconds, ...summarize(latencies), errors: [...errors.entries()] };
}

function formatResult(label, r) {
  const errs = r.errors.length ? `\n    errors: ${r.errors.slice(0, 5).map(([e, n]) => `${n}x ${e}`).join('\n            ')}` : '';
  return `${label}: ${r.ok} ok, ${r.failed} errors in ${r.seconds.toFixed(1)} s = ${r.rate.toFixed(1)} pages/s | p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, mean ${ms(r.mean)}, max ${ms(r.max)}${errs}`;
}

/**
 * The shared services' root pids (PostgreSQL's postmaster, whose children are the backends, and
 * redis-server), so their CPU per page is reported too. Other users of the same servers count in.
 */
function servicePids() {
  const { execFileSync } = require('child_process');
  const pids = [];
  for (const name of ['postgres', 'redis-server']) {
    try {
      pids.push(Number(execFileSync('pgrep', ['-o', '-x', name], { encoding: 'utf8' }).trim()));
    } catch { /* not running under that name */ }
  }
  return pids.filter((n) => n > 0);
}

/** Runs `fn` and reports the CPU seconds each app (and chromium, summed) of the stack(s) under `rootPids` used meanwhile. */
async function withCpuShares(rootPids, fn) {
  const hz = 100;
  const roots = [].concat(rootPids);
  const ticks = () => new Map(roots.flatMap((r) => [...treeCpuTicks(r)]));
  const before = ticks();
  const selfBefore = process.cpuUsage();
  const result = await fn();
  const self = process.cpuUsage(selfBefore);
  const after = ticks();
  const byApp = new Map();
  for (const [pid, a] of after) {
    const d = (a.ticks - (before.get(pid)?.ticks ?? 0)) / hz;
    const name = appName(pid, a.comm);
    byApp.set(name, (byApp.get(name) || 0) + d);
  }
  byApp.set('bench client+fixture', (self.user + self.system) / 1e6);
  return { result, cpu: [...byApp.entries()].filter(([, s]) => s > 0.05).sort((a, b) => b[1] - a[1]) };
}

/** CPU each process used: core-seconds, share of one core, and CPU ms per successful page. */
function formatCpu(cpu, seconds, pages) {
  return `cpu (core-s / % of one core / ms per page): ${cpu.map(([n, s]) => `${n} ${s.toFixed(1)}/${((100 * s) / seconds).toFixed(0)}%/${pages ? ((1000 * s) / pages).toFixed(1) : '-'}`).join(', ')}`;
}

/**
 * One measured step of a throughput sweep: runs the load against the stack (and its extra scrape
 * workers) and prints the result, the CPU of every process (PostgreSQL and Redis included) and the
 * load average before and after.
 */
async function measureStep(stack, label, loadOptions) {
  const load0 = loadavg();
  const { result: r, cpu } = await withCpuShares([stack.pid, ...stack.extra.map((x) => x.pid), ...servicePids()], () => runLoad({ base: stack.base, ...loadOptions }));
  console.log(formatResult(label, r));
  console.log(`    ${formatCpu(cpu, r.seconds, r.ok)}`);
  console.log(`    load average before: ${load0}, after: ${loadavg()}`);
  return r;
}

module.exports = { measureStep, servicePids, runLoad, summarize, formatResult, withCpuShares, formatCpu, loadavg, ms };
