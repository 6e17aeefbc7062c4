// Starts the whole stack the way `npm start` does (build every app, migrate, then
// `node scripts/supervise.js api search-worker scrape-worker session-worker`), on its own port,
// database and queue prefix so it never collides with a dev instance, and stops it again.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn, spawnSync, execFileSync } = require('child_process');
const { processTree, sleep } = require('./proc');

// BENCH_ROOT: benchmark another checkout (e.g. a patched scratch copy) with this harness.
const ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : path.resolve(__dirname, '..', '..', '..');
const APPS = ['api', 'search-worker', 'scrape-worker', 'session-worker'];

const PORT = Number(process.env.BENCH_PORT || 3190);
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/wsa_bench';
const QUEUE_PREFIX = process.env.BENCH_QUEUE_PREFIX || 'bench';
const METRICS_PORTS = { 'search-worker': PORT + 1001, 'scrape-worker': PORT + 1002, 'session-worker': PORT + 1003 };

function log(msg) {
  process.stderr.write(`[bench] ${msg}\n`);
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
}

/** Database exists and is migrated, apps are built, a fresh API key exists. Returns the key. */
function prepare({ build = process.env.BENCH_SKIP_BUILD !== '1' } = {}) {
  run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']);
  run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);
  const u = new URL(DATABASE_URL);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const exists = run('psql', [u.toString(), '-tAc', `select 1 from pg_database where datname='${name}'`]).trim() === '1';
  if (!exists) {
    log(`creating database ${name}`);
    run('psql', [u.toString(), '-qc', `CREATE DATABASE "${name}"`]);
  }
  run(process.execPath, ['scripts/prisma.js', 'migrate', 'deploy'], { DATABASE_URL });
  if (build) {
    const t = Date.now();
    for (const app of APPS) run(process.execPath, ['scripts/build-app.js', app]);
    log(`built ${APPS.join(', ')} in ${Date.now() - t} ms`);
  }
  const admin = (...args) => JSON.parse(run('npm', ['run', '--silent', 'admin', '--', ...args], { DATABASE_URL }).trim().split('\n').pop());
  const { apiKey } = admin('keys', 'create', '--team', 'bench', '--credits', '0', '--rate-limit', '1000000');
  // top the team up to BENCH_CREDITS instead of adding them on every run (the balance is an int4)
  const { creditBalance } = admin('team', 'show', '--team', 'bench').team;
  if (creditBalance !== BENCH_CREDITS) admin('credits', 'grant', '--team', 'bench', `--amount=${BENCH_CREDITS - creditBalance}`, '--reason', 'bench top-up');
  return apiKey;
}

const BENCH_CREDITS = 100_000_000;

/** Deletes leftover BullMQ keys of the bench prefix (an aborted run may leave jobs behind). */
function clearQueues() {
  const keys = run('redis-cli', ['-h', '127.0.0.1', '--scan', '--pattern', `${QUEUE_PREFIX}:*`]).split('\n').filter(Boolean);
  for (let i = 0; i < keys.length; i += 500) run('redis-cli', ['-h', '127.0.0.1', 'del', ...keys.slice(i, i + 500)]);
}

async function waitReady(url, deadline, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`supervisor exited (${child.exitCode}) before ${url} was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error(`${url} not ready in time`);
    await sleep(250);
  }
}

/**
 * Starts the supervisor with the bench settings plus `env` overrides (SCRAPE_CONCURRENCY, ...).
 * `nodeOptions` is passed to every supervised app (e.g. --cpu-prof). Logs go to `logFile`.
 */
async function startStack({ env = {}, nodeOptions, logFile = path.join(os.tmpdir(), `wsa-bench-stack-${process.pid}.log`) } = {}) {
  clearQueues();
  const out = fs.openSync(logFile, 'a');
  const childEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DATABASE_URL,
    QUEUE_PREFIX,
    ALLOW_LOCAL_TARGETS: 'true',
    SEARCH_WORKER_METRICS_PORT: String(METRICS_PORTS['search-worker']),
    SCRAPE_WORKER_METRICS_PORT: String(METRICS_PORTS['scrape-worker']),
    SESSION_WORKER_METRICS_PORT: String(METRICS_PORTS['session-worker']),
    ...env,
  };
  if (nodeOptions) childEnv.NODE_OPTIONS = nodeOptions;
  const t = Date.now();
  const child = spawn(process.execPath, ['scripts/supervise.js', ...APPS], { cwd: ROOT, env: childEnv, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const deadline = Date.now() + 90000;
  try {
    await waitReady(`http://127.0.0.1:${PORT}/ready`, deadline, child);
    for (const port of Object.values(METRICS_PORTS)) await waitReady(`http://127.0.0.1:${port}/ready`, deadline, child);
  } catch (err) {
    await stopStack({ child });
    throw new Error(`${err.message} (log: ${logFile})`);
  }
  // Scale-out experiment (like more replicas on Kubernetes): extra scrape-worker processes, each
  // under its own supervisor. BENCH_EXTRA_SCRAPE_WORKERS=<n>.
  const extra = [];
  for (let i = 1; i <= Number(process.env.BENCH_EXTRA_SCRAPE_WORKERS || 0); i += 1) {
    const port = METRICS_PORTS['scrape-worker'] + 10 * i;
    const fd = fs.openSync(logFile, 'a');
    const x = spawn(process.execPath, ['scripts/supervise.js', 'scrape-worker'], { cwd: ROOT, env: { ...childEnv, SCRAPE_WORKER_METRICS_PORT: String(port) }, stdio: ['ignore', fd, fd] });
    fs.closeSync(fd);
    extra.push(x);
    await waitReady(`http://127.0.0.1:${port}/ready`, Date.now() + 60000, x);
  }
  log(`stack up in ${Date.now() - t} ms (pid ${child.pid}, log ${logFile}, env ${JSON.stringify(env)}${extra.length ? `, ${extra.length} extra scrape workers` : ''})`);
  return { child, extra, pid: child.pid, base: `http://127.0.0.1:${PORT}`, logFile, metricsPorts: METRICS_PORTS };
}

/**
 * SIGTERM to the supervisor, wait for it (it gives apps 30 s), give the rest of its tree (Chromium
 * helpers) 5 s to follow, then SIGKILL and report any process still alive.
 */
async function stopStack(stack) {
  for (const x of stack.extra || []) await stopStack({ child: x });
  const { child } = stack;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const tree = processTree(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const t = Date.now();
  await Promise.race([exited, sleep(40000)]);
  const alive = () => tree.filter((p) => {
    try { process.kill(p.pid, 0); return true; } catch { return false; }
  });
  for (let i = 0; i < 50 && alive().length; i += 1) await sleep(100);
  for (const p of alive()) {
    log(`process ${p.pid} (${p.comm}) outlived the stop by 5 s; killing it`);
    try { process.kill(p.pid, 'SIGKILL'); } catch { /* gone */ }
  }
  log(`stack stopped in ${Date.now() - t} ms`);
}

/** Pids of the supervised node apps (not the supervisors: SIGUSR2 would kill those). */
function appPids(stack) {
  const sups = [stack.pid, ...(stack.extra || []).map((x) => x.pid)];
  return sups.flatMap((r) => processTree(r)).filter((p) => p.comm === 'node' && !sups.includes(p.pid)).map((p) => p.pid);
}

function describeRun() {
  let commit = 'unknown';
  let dirty = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'libs'], { cwd: ROOT, encoding: 'utf8' }).trim() ? ' (apps/libs have uncommitted changes)' : '';
  } catch { /* not a git checkout */ }
  return `commit ${commit}${dirty}, node ${process.version}, ${os.cpus().length} cpus`;
}

module.exports = { prepare, startStack, stopStack, appPids, describeRun, log, ROOT, PORT, DATABASE_URL, QUEUE_PREFIX };
