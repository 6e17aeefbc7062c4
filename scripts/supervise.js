#!/usr/bin/env node
// Runs the built apps as child processes (one per app, like separate containers), restarts one
// that dies, and on SIGINT/SIGTERM stops them all gracefully (SIGTERM, then SIGKILL after 30 s).
// Per-app overrides read here only: <APP>_METRICS_PORT (e.g. SCRAPE_WORKER_METRICS_PORT).
const { spawn } = require('child_process');
const path = require('path');

const root = path.resolve(__dirname, '..');
const apps = process.argv.slice(2);
const children = new Map();
let stopping = false;

function envFor(app) {
  const env = { ...process.env };
  const override = process.env[`${app.toUpperCase().replace(/-/g, '_')}_METRICS_PORT`];
  if (override) env.METRICS_PORT = override;
  return env;
}

function start(app, restarts = 0) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist', 'apps', app, 'main.js')], {
    cwd: root, env: envFor(app), stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  children.set(app, child);
  child.on('exit', (code, signal) => {
    children.delete(app);
    if (stopping) return maybeExit();
    const quick = Date.now() - startedAt < 10000;
    const next = quick ? restarts + 1 : 0;
    if (next > 5) {
      console.error(`[supervise] ${app} keeps crashing (exit ${code ?? signal}); stopping everything`);
      return stopAll(1);
    }
    console.error(`[supervise] ${app} exited (${code ?? signal}); restarting`);
    setTimeout(() => start(app, next), 1000 * Math.max(1, next));
  });
}

let exitCode = 0;
function maybeExit() {
  if (children.size === 0) process.exit(exitCode);
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 30000).unref();
  maybeExit();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
for (const app of apps) start(app);
