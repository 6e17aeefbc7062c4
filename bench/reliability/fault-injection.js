#!/usr/bin/env node
// Fault injection against the whole stack (bench/api/lib/stack.js, on a private redis-server):
//  kill:  BENCH_FAULT_SLOW (20) slow scrapes in flight (/slow?ms=BENCH_FAULT_SLOW_MS, 5000), then
//         `kill -9` of one scrape-worker process of the supervisor's tree (supervise.js restarts
//         it); once per SCRAPE_WORKERS value in BENCH_FAULT_WORKERS (default 1,2).
//  redis: a request stream (BENCH_FAULT_STREAM_CONCURRENCY 8, for BENCH_FAULT_STREAM_S 30 s; /small
//         and /slow?ms=1000) with the Redis server stopped (`shutdown nosave`) at
//         BENCH_FAULT_REDIS_AT_S (8) and started again BENCH_FAULT_REDIS_DOWN_MS (2000) later.
// Checks: every request answers (success or the JSON error envelope) within its timeout + the
// gateway's grace; afterwards no job of the run is queued/running, no job has more than one
// charge, no failed/cancelled job and no error answer is charged, completed jobs' credits_used
// equals their ledger charge. BENCH_FAULT_SCENARIOS=kill,redis picks scenarios. Exit 1 on a failed check.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startFixtureServer } = require('../api/lib/fixture-server');
const { prepare, startStack, stopStack, describeRun, log } = require('../api/lib/stack');
const { processTree, appName, sleep } = require('../api/lib/proc');
const { startPrivateRedis } = require('../api/lib/redis-server');
const { auditJobs } = require('../api/lib/db');
const { makeAgent, scrape, tallyAnswers, table } = require('./lib/answers');

const env = (k, d) => process.env[k] || d;
const SCENARIOS = env('BENCH_FAULT_SCENARIOS', 'kill,redis').split(',');
const WORKERS = env('BENCH_FAULT_WORKERS', '1,2').split(',').map(Number);
const SLOW_N = Number(env('BENCH_FAULT_SLOW', 20));
const SLOW_MS = Number(env('BENCH_FAULT_SLOW_MS', 5000));
const KILL_AFTER_MS = Number(env('BENCH_FAULT_KILL_AFTER_MS', 1500));
const TIMEOUT_MS = Number(env('BENCH_FAULT_TIMEOUT_MS', 30000)); // the scrape request's `timeout`
const GRACE_MS = 3000; // JOB_WAIT_GRACE_MS default: the gateway waits timeout + grace
const LIMIT_MS = TIMEOUT_MS + GRACE_MS + 2000; // + 2 s for the hop and the answer
const STREAM_S = Number(env('BENCH_FAULT_STREAM_S', 30));
const STREAM_C = Number(env('BENCH_FAULT_STREAM_CONCURRENCY', 8));
const REDIS_AT_S = Number(env('BENCH_FAULT_REDIS_AT_S', 8));
const REDIS_DOWN_MS = Number(env('BENCH_FAULT_REDIS_DOWN_MS', 2000));
const RUN = `r${Date.now().toString(36)}`;
const LOG_FILE = path.join(os.tmpdir(), `wsa-bench-fault-${process.pid}.log`);
const logSize = () => (fs.existsSync(LOG_FILE) ? fs.statSync(LOG_FILE).size : 0);

/** MaxListenersExceededWarning lines the stack logged since `from` (bytes, before it started), by app. */
function listenerWarnings(stack, from, names) {
  const text = fs.readFileSync(stack.logFile, 'utf8').slice(from);
  const out = {};
  for (const m of text.matchAll(/\(node:(\d+)\) MaxListenersExceededWarning: ([^\n]{0,90})/g)) {
    const k = `${names.get(Number(m[1])) || m[1]}: ${m[2]}`;
    out[k] = (out[k] || 0) + 1;
  }
  return JSON.stringify(out);
}
const pidNames = (stack) => new Map(processTree(stack.pid).map((p) => [p.pid, appName(p.pid, p.comm)]));

const scrapeWorkerPids = (stack) => processTree(stack.pid).filter((p) => appName(p.pid, p.comm) === 'scrape-worker').map((p) => p.pid);
const body = (url) => ({ url, formats: ['markdown'], maxAge: 0, storeInCache: false, timeout: TIMEOUT_MS });

/** Polls the audit until nothing is queued/running (or 20 s passed): jobs settle right after answers. */
async function settledAudit(marker, answers) {
  const byTarget = new Map(answers.map((a) => [a.target, a]));
  let audit;
  for (let i = 0; i < 20; i += 1) {
    audit = auditJobs(marker, byTarget);
    if (!audit.stuck.length) break;
    await sleep(1000);
  }
  return audit;
}

async function killScenario(fixture, apiKey, redis, workers) {
  const logStart = logSize();
  const stack = await startStack({ env: { REDIS_URL: redis.url, SCRAPE_WORKERS: String(workers) }, logFile: LOG_FILE });
  const marker = `${RUN}k${workers}`;
  const names = pidNames(stack);
  const agent = makeAgent(SLOW_N, LIMIT_MS + 30000);
  try {
    const before = scrapeWorkerPids(stack);
    const t0 = Date.now();
    const pending = Array.from({ length: SLOW_N }, (_, i) => scrape({ agent, base: stack.base, apiKey, body: body(`${fixture.base}/slow?ms=${SLOW_MS}&m=${marker}-${i}`) }));
    await sleep(KILL_AFTER_MS);
    const victim = before[0];
    process.kill(victim, 'SIGKILL');
    log(`kill -9 scrape-worker ${victim} at ${Date.now() - t0} ms (${SLOW_N} scrapes of ${SLOW_MS} ms in flight, ${workers} scrape worker(s))`);
    const answers = await Promise.all(pending);
    await sleep(1500);
    const after = scrapeWorkerPids(stack);
    const audit = await settledAudit(marker, answers);
    return { name: `kill -9 1 of ${workers} scrape worker(s), ${SLOW_N} x ${SLOW_MS} ms in flight`, answers, audit, extra: `scrape workers before ${before.length}, after ${after.length} (restarted: ${!after.includes(victim) && after.length === before.length}); MaxListenersExceededWarning: ${listenerWarnings(stack, logStart, names)}` };
  } finally {
    await agent.close();
    await stopStack(stack);
  }
}

async function redisScenario(fixture, apiKey, redis) {
  const logStart = logSize();
  const stack = await startStack({ env: { REDIS_URL: redis.url }, logFile: LOG_FILE });
  const marker = `${RUN}redis`;
  const names = pidNames(stack);
  const agent = makeAgent(STREAM_C, LIMIT_MS + 30000);
  const answers = [];
  let restartNote = '';
  try {
    let n = 0;
    const deadline = Date.now() + STREAM_S * 1000;
    const client = async () => {
      while (Date.now() < deadline) {
        const i = n++;
        const url = i % 2 ? `${fixture.base}/slow?ms=1000&m=${marker}-${i}` : `${fixture.base}/small?m=${marker}-${i}`;
        answers.push(await scrape({ agent, base: stack.base, apiKey, body: body(url) }));
      }
    };
    const restart = (async () => {
      await sleep(REDIS_AT_S * 1000);
      const t = Date.now();
      const sent = n;
      await redis.restart(REDIS_DOWN_MS);
      restartNote = `redis stopped at ${REDIS_AT_S} s after ${sent} requests sent, up again after ${Date.now() - t} ms`;
      log(restartNote);
    })();
    await Promise.all([...Array.from({ length: STREAM_C }, client), restart]);
    await sleep(1500);
    const audit = await settledAudit(marker, answers);
    const warnings = listenerWarnings(stack, logStart, names);
    return { name: `redis restart during a stream (${STREAM_C} clients, ${STREAM_S} s)`, answers, audit, extra: `${restartNote}; MaxListenersExceededWarning: ${warnings}` };
  } finally {
    await agent.close();
    await stopStack(stack);
  }
}

function report(results) {
  let failed = false;
  const rows = results.map(({ name, answers, audit }) => {
    const t = tallyAnswers(answers, LIMIT_MS);
    const bad = t.noAnswer + t.notEnvelope + t.overTimeout + audit.stuck.length + audit.doubleCharged.length + audit.chargedFailures.length + audit.chargedErrorAnswers.length + audit.ledgerMismatch.length;
    if (bad) failed = true;
    return {
      scenario: name, requests: t.requests, ok: t.ok, 'error answers': t.errors, 'no answer': t.noAnswer, 'not envelope': t.notEnvelope,
      [`over ${LIMIT_MS / 1000} s`]: t.overTimeout, 'p50 / max s': `${(t.p50 / 1000).toFixed(2)} / ${(t.max / 1000).toFixed(2)}`,
      jobs: audit.jobs, 'queued/running': audit.stuck.length, retried: audit.retried, 'double charge': audit.doubleCharged.length,
      'charged failed job': audit.chargedFailures.length, 'charged error answer': audit.chargedErrorAnswers.length, 'credits != ledger': audit.ledgerMismatch.length,
    };
  });
  console.log(table(rows));
  for (const { name, answers, audit, extra } of results) {
    console.log(`\n${name}: ${extra}`);
    console.log(`  answers by status/code: ${JSON.stringify(tallyAnswers(answers, LIMIT_MS).byCode)}; job rows by status: ${JSON.stringify(audit.byStatus)}`);
    for (const a of answers.filter((x) => !x.ok).slice(0, 3)) console.log(`  e.g. ${a.status} ${a.code} after ${(a.ms / 1000).toFixed(2)} s: ${a.err}`);
    for (const [k, list] of Object.entries({ stuck: audit.stuck, doubleCharged: audit.doubleCharged, chargedFailures: audit.chargedFailures, chargedErrorAnswers: audit.chargedErrorAnswers, ledgerMismatch: audit.ledgerMismatch })) {
      for (const j of list.slice(0, 3)) console.log(`  ${k}: ${JSON.stringify(j)}`);
    }
  }
  return failed;
}

async function main() {
  const fixture = await startFixtureServer();
  const apiKey = prepare();
  const redis = await startPrivateRedis();
  console.log(`== fault-injection (${describeRun()}), private redis ${redis.url}, request timeout ${TIMEOUT_MS} ms, answer limit ${LIMIT_MS} ms, run ${RUN}`);
  const results = [];
  try {
    if (SCENARIOS.includes('kill')) for (const w of WORKERS) results.push(await killScenario(fixture, apiKey, redis, w));
    if (SCENARIOS.includes('redis')) results.push(await redisScenario(fixture, apiKey, redis));
  } finally {
    // our private Redis goes away; the shared one on 6379 was never touched
    await redis.close();
    await fixture.close();
  }
  const failed = report(results);
  console.log(failed ? '\nFAILED: see the rows above' : '\nall checks held');
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  log(err.stack || String(err));
  process.exit(1);
});
