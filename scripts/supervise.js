#!/usr/bin/env node
// Runs the built apps as child processes (one per app, like separate containers), restarts one
// that dies, and on SIGINT/SIGTERM stops them all gracefully (SIGTERM, then SIGKILL after 30 s).
// Per-app overrides read here only: <APP>_METRICS_PORT (e.g. SCRAPE_WORKER_METRICS_PORT), and
// SCRAPE_WORKERS: scrape-worker processes to run (default 1); instance i listens on its metrics
// port + 10*i. One machine, one scrape worker: it uses every core through its content threads and
// holds one browser (two processes held two browsers: 1.8 GB RSS under a Chromium burst against
// 1.4 GB now, issue 9), so unless set, that worker gets SCRAPE_CONTENT_THREADS = cores,
// SCRAPE_CONCURRENCY = 8 x cores and BROWSER_MAX_PAGES = 3 x cores (bench/api/README.md).
// The embedded model engine (apps/llm-engine) runs as one more app when LLM_GGUF_PATH is set and
// LLM_BASE_URL is not: the stack then serves that model itself, and every app gets LLM_BASE_URL
// pointing at it (and the gateway LLM_ENGINE_URL, so /ready checks it). It runs too when
// LLM_EMBEDDING_MODEL is the bundled universal-sentence-encoder and LLM_EMBEDDING_BASE_URL is not
// set: every app then gets LLM_EMBEDDING_BASE_URL pointing at it, and LLM_BASE_URL stays as it was
// (unset: the chat features still answer FEATURE_NOT_AVAILABLE; embeddings alone are not chat).
const { spawn } = require('child_process');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '..');
const apps = process.argv.slice(2);
const children = new Map();

const BUILT_IN_EMBEDDING_MODEL = 'universal-sentence-encoder';
const engineServesChat = Boolean(process.env.LLM_GGUF_PATH && !process.env.LLM_BASE_URL);
const engineServesEmbeddings = process.env.LLM_EMBEDDING_MODEL?.trim() === BUILT_IN_EMBEDDING_MODEL && !process.env.LLM_EMBEDDING_BASE_URL;
if (engineServesChat || engineServesEmbeddings) {
  const engineUrl = `http://127.0.0.1:${process.env.LLM_ENGINE_PORT || 3099}/v1`;
  if (engineServesChat) process.env.LLM_BASE_URL = engineUrl;
  if (engineServesEmbeddings) process.env.LLM_EMBEDDING_BASE_URL = engineUrl;
  process.env.LLM_ENGINE_URL = engineUrl;
  if (!apps.includes('llm-engine')) apps.unshift('llm-engine');
}

let stopping = false;

const DEFAULT_METRICS_PORTS = { 'search-worker': 9101, 'scrape-worker': 9102, 'session-worker': 9103 };

const CORES = os.cpus().length;

/** The one-machine defaults of a scrape worker that has the machine to itself (see the header). */
function scrapeWorkerDefaults(env) {
  if (process.env.SCRAPE_WORKERS) return;
  env.SCRAPE_CONTENT_THREADS ??= String(CORES);
  env.SCRAPE_CONCURRENCY ??= String(8 * CORES);
  env.BROWSER_MAX_PAGES ??= String(3 * CORES);
}

function envFor(app, instance) {
  const env = { ...process.env };
  if (app === 'scrape-worker') scrapeWorkerDefaults(env);
  // the engine loads only what the stack takes from it (a chat model elsewhere: no GGUF load)
  if (app === 'llm-engine' && !engineServesChat) delete env.LLM_GGUF_PATH;
  if (app === 'llm-engine' && !engineServesEmbeddings) delete env.LLM_EMBEDDING_MODEL;
  const override = process.env[`${app.toUpperCase().replace(/-/g, '_')}_METRICS_PORT`];
  const base = Number(override || process.env.METRICS_PORT || DEFAULT_METRICS_PORTS[app] || 0);
  if (base && (override || instance > 0)) env.METRICS_PORT = String(base + 10 * instance);
  return env;
}

function instancesOf(app) {
  if (app !== 'scrape-worker') return 1;
  const n = Number(process.env.SCRAPE_WORKERS || 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

// V8 grows the young generation to 3 x 16 MB during start-up (module loading) and keeps it: 4 MB
// semi-spaces hold each idle app ~25 MB lower (api 119 -> 95 MB RSS). Measured in
// bench/api/README.md (issue 9, memory); docker/Dockerfile runs the same flag.
const NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];

function start(app, instance, restarts = 0) {
  const name = instance > 0 ? `${app}#${instance}` : app;
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'dist', 'apps', app, 'main.js')], {
    cwd: root, env: envFor(app, instance), stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return maybeExit();
    const quick = Date.now() - startedAt < 10000;
    const next = quick ? restarts + 1 : 0;
    if (next > 5) {
      console.error(`[supervise] ${name} keeps crashing (exit ${code ?? signal}); stopping everything`);
      return stopAll(1);
    }
    console.error(`[supervise] ${name} exited (${code ?? signal}); restarting`);
    setTimeout(() => start(app, instance, next), 1000 * Math.max(1, next));
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
for (const app of apps) for (let i = 0; i < instancesOf(app); i++) start(app, i);
