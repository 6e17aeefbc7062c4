#!/usr/bin/env node
// Fuzz of the gateway: BENCH_FUZZ_N (11000) invalid requests over every route apps/api mounts
// (lib/fuzz-cases.js: malformed JSON, wrong types, huge strings, NUL characters, bad
// percent-encoding in path ids, undecodable Content-Encoding, wrong methods, OPTIONS, unknown keys,
// deep nesting, invalid UTF-8, odd Authorization / Content-Type / query strings), seeded by
// BENCH_FUZZ_SEED (1), BENCH_FUZZ_CONCURRENCY (16) at a time, stopped after BENCH_FUZZ_MAX_S (900).
// Checks: no 5xx; every answer the JSON error envelope {success:false, error, ...}, except the
// documented ones (501 NOT_IMPLEMENTED of the contract's pending endpoints, which is the error
// envelope and counts apart from the 5xx; GET of the probes /, /health, /ready, /metrics; Node's own HTTP parser answering
// 400/431 with an empty body before Express sees the request); no stack frame or internal path
// in any body. Prints counts by status and class and the first offenders per class. Exit 1 on failure.
'use strict';
const { startFixtureServer } = require('../api/lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log, PORT } = require('../api/lib/stack');
const { prng, makeCase, ROUTES } = require('./lib/fuzz-cases');
const { send } = require('./lib/raw-http');
const { isErrorEnvelope, table } = require('./lib/answers');

const N = Number(process.env.BENCH_FUZZ_N || 11000);
const SEED = Number(process.env.BENCH_FUZZ_SEED || 1);
const CONCURRENCY = Number(process.env.BENCH_FUZZ_CONCURRENCY || 16);
const MAX_S = Number(process.env.BENCH_FUZZ_MAX_S || 900);
const SHOW = 3;

const LEAKS = [['internal path', /\/work\/|\/home\/|\/usr\/|\/app\/dist|dist\/apps\//], ['node_modules', /node_modules/], ['stack frame', /\bat [\w.$<>[\] ]+ \(.*:\d+:\d+\)|\n\s+at \S|\.(?:js|ts):\d+:\d+/]];

/** What is wrong with one answer (empty: nothing), in the order it is reported. */
function judge(c, a) {
  const out = [];
  if (a.error && !a.status) return [`no answer (${a.error})`];
  // the contract's pending endpoints answer 501 NOT_IMPLEMENTED on purpose (not-implemented.routes.ts)
  const pending = a.status === 501 && /"code":"NOT_IMPLEMENTED"/.test(a.body);
  // no SearXNG in the bench (loopback only): a search that passed validation answers 503 by design
  const noProvider = a.status === 503 && /"code":"SEARCH_PROVIDER_NOT_CONFIGURED"/.test(a.body);
  if (noProvider) out.push('accepted (503 SEARCH_PROVIDER_NOT_CONFIGURED)');
  if (a.status >= 500 && !pending && !noProvider) out.push('5xx');
  for (const [name, re] of LEAKS) if (re.test(a.body)) out.push(`leak: ${name}`);
  const probe = c.route.probe && c.method === 'GET' && c.path === c.route.path;
  const nodeParser = (a.status === 400 || a.status === 431) && a.body === '' && !a.headers['content-type'];
  if (probe || nodeParser) return out;
  let json;
  try { json = JSON.parse(a.body); } catch { /* not JSON */ }
  if (a.status < 400) out.push(`accepted (${a.status})`);
  else if (!isErrorEnvelope(json)) out.push('not the error envelope');
  return out;
}

/** The causes of 5xx answers, from the gateway log lines carrying the error ids the answers quoted. */
function causesFromLog(logFile, errorIds) {
  const causes = {};
  for (const line of require('fs').readFileSync(logFile, 'utf8').split('\n')) {
    const m = /"errorId":"([0-9a-f-]{36})"/.exec(line);
    if (!m || !errorIds.has(m[1])) continue;
    let err = {};
    try { err = JSON.parse(line).err || {}; } catch { /* not a log line */ }
    const msg = String(err.message || '').replace(/'[^']*'/g, "'...'").slice(0, 90);
    const k = `${errorIds.get(m[1])}: ${err.type || '?'} ${err.code ? `${err.code} ` : ''}${msg}`;
    causes[k] = (causes[k] || 0) + 1;
  }
  return Object.entries(causes).sort((a, b) => b[1] - a[1]);
}

const describe = (c) => `${c.method} ${c.path.slice(0, 90)}${c.path.length > 90 ? '...' : ''} [${c.headers.map(([k, v]) => `${k}: ${String(v).slice(0, 30)}`).join('; ')}] body ${c.body ? `${c.body.length} B ${JSON.stringify(c.body.subarray(0, 70).toString('latin1'))}` : '-'}`;

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  // a high anonymous limit would hide nothing here; the defaults stay (anonymous search gets 429s)
  const stack = await startStack({ env: { SEARXNG_URL: '' } });
  console.log(`== fuzz (${describeRun()}): ${N} requests, seed ${SEED}, concurrency ${CONCURRENCY}, ${ROUTES.length} routes, port ${PORT}`);
  const g = prng(SEED);
  const byStatus = {};
  const byClass = {};
  const offenders = {};
  const errorIds = new Map();
  let next = 0;
  let sent = 0;
  const t0 = Date.now();
  const deadline = t0 + MAX_S * 1000;
  try {
    const worker = async () => {
      while (next < N && Date.now() < deadline) {
        const c = makeCase(g, next++, { target: fixture.base, apiKey });
        const a = await send(PORT, c, 120000);
        sent += 1;
        const key = a.status || 'none';
        byStatus[key] = (byStatus[key] || 0) + 1;
        byClass[c.cls] = byClass[c.cls] || {};
        byClass[c.cls][key] = (byClass[c.cls][key] || 0) + 1;
        const id = a.status >= 500 && /error id ([0-9a-f-]{36})/.exec(a.body);
        if (id) errorIds.set(id[1], c.cls);
        for (const problem of judge(c, a)) {
          const o = (offenders[problem] = offenders[problem] || { n: 0, byClass: {}, examples: [] });
          o.n += 1;
          o.byClass[c.cls] = (o.byClass[c.cls] || 0) + 1;
          if (o.examples.filter((e) => e.cls === c.cls).length < SHOW) o.examples.push({ cls: c.cls, req: describe(c), status: a.status, body: a.body.slice(0, 220) });
        }
        if (sent % 1000 === 0) log(`${sent} sent, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    await stopStack(stack);
    await fixture.close();
  }
  const seconds = (Date.now() - t0) / 1000;
  console.log(`${sent} requests in ${seconds.toFixed(0)} s${sent < N ? ` (stopped by BENCH_FUZZ_MAX_S=${MAX_S})` : ''}`);
  console.log(`answers by status: ${JSON.stringify(byStatus)}`);
  console.log(table(Object.entries(byClass).map(([cls, s]) => ({ class: cls, requests: Object.values(s).reduce((x, y) => x + y, 0), 'answers by status': Object.entries(s).map(([k, v]) => `${k}: ${v}`).join(', ') }))));
  const count = (k) => Object.entries(offenders).filter(([p]) => p.startsWith(k)).reduce((x, [, o]) => x + o.n, 0);
  console.log(`\n5xx: ${count('5xx')} | not the error envelope: ${count('not the error envelope')} | leaks: ${count('leak')} | accepted (<400): ${count('accepted')} | no answer: ${count('no answer')}`);
  for (const [problem, o] of Object.entries(offenders)) {
    console.log(`\n${problem}: ${o.n} (${Object.entries(o.byClass).map(([k, v]) => `${k} ${v}`).join(', ')})`);
    for (const e of o.examples) console.log(`  [${e.cls}] ${e.req}\n     -> ${e.status} ${JSON.stringify(e.body)}`);
  }
  console.log(`\n5xx causes in the gateway log (class: error type, code, message):`);
  for (const [k, n] of causesFromLog(stack.logFile, errorIds)) console.log(`  ${n}x ${k}`);
  const failed = count('5xx') + count('not the error envelope') + count('leak') + count('no answer') > 0;
  console.log(failed ? '\nFAILED' : '\nall checks held');
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
