#!/usr/bin/env node
// Developer Index search latency at 100k segments (issue 16 target: p50 <= 20 ms).
//
// Generates repositories, documents and segments straight into PostgreSQL with COPY (psql, the
// generated tsvector and the GIN index are built by PostgreSQL as for real rows), then times
// searchDeveloperIndex (libs/developer-index, bundled on the fly with esbuild: the same code the
// gateway runs) over a query mix: 1-3 words of common, middling and rare frequency, a third of
// them with repository filters. Sequential, one connection pool, after a warm-up.
//
//   BENCH_DATABASE_URL=postgresql://postgres@127.0.0.1:5432/wsa_bench_developer node bench/indexes/developer.js
//   env: BENCH_SEGMENTS (100000), BENCH_QUERIES (400), BENCH_KEEP=1 (reuse the generated rows)
'use strict';
const { execFileSync, spawn } = require('child_process');
const path = require('path');
const fs = require('fs');

const root = path.resolve(__dirname, '../..');
const DB_URL = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/wsa_bench_developer';
const SEGMENTS = Number(process.env.BENCH_SEGMENTS || 100000);
const QUERIES = Number(process.env.BENCH_QUERIES || 400);
const SEGMENTS_PER_DOC = 8;
const REPOS = 200;

// deterministic pseudo-random numbers (mulberry32), so every run indexes the same corpus
let seed = 42;
function rand() {
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (a) => a[Math.floor(rand() * a.length)];

// vocabulary: stop words, programming words, then pseudo-words up to 20k; Zipf-sampled
const TECH = ('error memory leak crash config build install import export module package version release test cache render server client request response ' +
  'timeout thread async promise callback stream buffer socket parse json yaml schema type interface class function method option flag default ' +
  'compile bundle webpack typescript python rust golang docker kubernetes deploy database query index migration transaction lock deadlock ' +
  'performance regression upgrade deprecated warning exception stack trace debug log metric plugin extension api endpoint token auth session').split(' ');
const SYL = ['ka', 'lo', 'mi', 'ten', 'ra', 'vo', 'sul', 'bex', 'tor', 'quin', 'dra', 'mel', 'pha', 'zed', 'cor', 'nyx', 'ul', 'gri', 'fen', 'sho'];
// English text is mostly stop words (PostgreSQL's english configuration drops them): they take the
// top Zipf ranks, so content words get realistic frequencies (a programming word in a few % of passages)
const STOP = ('the of and to a in is it that for on with as was be this by are or from at an not but have has had were which they their will ' +
  'would can could there been if you we he she his her its our your all any some one no so than then them these those when where what who how ' +
  'do does did into about over after before more most other such only also very just because while both each few own same too').split(' ');
const VOCAB = [...STOP, ...TECH];
const FIRST_CONTENT = STOP.length;
const seen = new Set(VOCAB);
while (VOCAB.length < 20000) {
  const w = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => pick(SYL)).join('');
  if (!seen.has(w)) { seen.add(w); VOCAB.push(w); }
}
const zipfCdf = (() => {
  const w = VOCAB.map((_, r) => 1 / (r + 1) ** 1.05);
  const total = w.reduce((a, b) => a + b, 0);
  let acc = 0;
  return w.map((x) => (acc += x / total));
})();
function zipfWord() {
  const u = rand();
  let lo = 0, hi = zipfCdf.length - 1;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (zipfCdf[mid] < u) lo = mid + 1; else hi = mid; }
  return VOCAB[lo];
}
const words = (n) => Array.from({ length: n }, zipfWord).join(' ');

function psql(sql) {
  return execFileSync('psql', [DB_URL, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' }).trim();
}

/** COPY rows (arrays of values) into a table through psql's stdin. */
function copy(table, columns, rows) {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', [DB_URL, '-v', 'ON_ERROR_STOP=1', '-qc', `COPY ${table} (${columns.join(', ')}) FROM STDIN`], { stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`COPY ${table} failed (${code})`))));
    const esc = (v) => (v === null ? '\\N' : String(v).replace(/\\/g, '\\\\').replace(/\t/g, ' ').replace(/\n/g, '\\n'));
    let chunk = '';
    for (const row of rows) {
      chunk += row.map(esc).join('\t') + '\n';
      if (chunk.length > 1 << 20) { child.stdin.write(chunk); chunk = ''; }
    }
    child.stdin.end(chunk);
  });
}

async function generate() {
  const admin = new URL(DB_URL); const name = admin.pathname.slice(1); admin.pathname = '/postgres';
  const exists = execFileSync('psql', [admin.toString(), '-qAtc', `SELECT 1 FROM pg_database WHERE datname = '${name}'`], { encoding: 'utf8' }).trim();
  if (!exists) execFileSync('psql', [admin.toString(), '-qc', `CREATE DATABASE ${name}`]);
  execFileSync(process.execPath, [path.join(root, 'scripts/prisma.js'), 'migrate', 'deploy'], { env: { ...process.env, DATABASE_URL: DB_URL }, stdio: 'ignore' });
  if (process.env.BENCH_KEEP === '1' && Number(psql('SELECT count(*) FROM developer_segments')) === SEGMENTS) {
    for (const t of ['developer_repositories', 'developer_documents', 'developer_segments']) psql(`VACUUM ANALYZE ${t}`);
    return;
  }
  psql('TRUNCATE developer_segments, developer_documents, developer_repositories, developer_doc_sources, developer_ingest_runs CASCADE');
  const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Java', 'C++'];
  const licenses = ['MIT', 'Apache-2.0', 'BSD-3-Clause', null];
  const repos = Array.from({ length: REPOS }, (_, i) => {
    const lic = pick(licenses);
    return [`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `org${i % 40}/project${i}`, `https://github.com/org${i % 40}/project${i}`,
      Math.floor(10 ** (rand() * 5)), pick(languages), `{${pick(TECH)},${pick(TECH)}}`, lic, lic ? 'licensed' : 'known_absent', rand() < 0.1, rand() < 0.05, new Date().toISOString()];
  });
  const t0 = Date.now();
  await copy('developer_repositories', ['id', 'full_name', 'html_url', 'stars', 'language', 'topics', 'license_spdx', 'license_state', 'archived', 'fork', 'refreshed_at'], repos);
  const docCount = Math.ceil(SEGMENTS / SEGMENTS_PER_DOC);
  const docs = [];
  for (let i = 0; i < docCount; i++) {
    const repo = repos[i % REPOS];
    const type = i % REPOS === i ? 'readme' : rand() < 0.6 ? 'issue' : 'pull_request';
    const number = type === 'readme' ? null : i;
    const url = type === 'readme' ? `${repo[2]}/blob/main/README.md` : `${repo[2]}/${type === 'issue' ? 'issues' : 'pull'}/${i}`;
    const key = type === 'readme' ? `readme:${repo[1]}` : `${type}:${repo[1]}#${i}`;
    docs.push([`10000000-0000-4000-8000-${String(i).padStart(12, '0')}`, type, key, repo[0], url, words(6 + Math.floor(rand() * 5)), number]);
  }
  await copy('developer_documents', ['id', 'type', 'key', 'repository_id', 'url', 'title', 'number'], docs);
  function* segments() {
    for (let s = 0; s < SEGMENTS; s++) {
      const doc = docs[Math.floor(s / SEGMENTS_PER_DOC)];
      yield [doc[0], s % SEGMENTS_PER_DOC, doc[5], s % SEGMENTS_PER_DOC === 0 ? '' : words(3), words(40 + Math.floor(rand() * 80)), doc[4]];
    }
  }
  await copy('developer_segments', ['document_id', 'position', 'title', 'heading', 'text', 'citation_url'], segments());
  for (const t of ['developer_repositories', 'developer_documents', 'developer_segments']) psql(`VACUUM ANALYZE ${t}`);
  console.log(`generated ${REPOS} repositories, ${docCount} documents, ${SEGMENTS} segments in ${((Date.now() - t0) / 1000).toFixed(1)} s (COPY, tsvector and GIN by PostgreSQL)`);
}

function bundle() {
  const out = path.join(root, 'tmp/developer-bench/index.js');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  require('esbuild').buildSync({
    stdin: { contents: "export { searchDeveloperIndex } from '@wsa/developer-index'; export { createDb, closeDb } from '@wsa/db';", resolveDir: root, loader: 'ts' },
    bundle: true, platform: 'node', packages: 'external', tsconfig: path.join(root, 'tsconfig.base.json'), outfile: out, logLevel: 'error',
  });
  return require(out);
}

function queryMix() {
  const band = (from, to) => VOCAB[from + Math.floor(rand() * (to - from))];
  const qs = [];
  for (let i = 0; i < QUERIES; i++) {
    const n = 1 + Math.floor(rand() * 3);
    // content words: common (the programming words), middling, rare
    const parts = Array.from({ length: n }, () => { const r = rand(); return r < 0.4 ? band(FIRST_CONTENT, FIRST_CONTENT + TECH.length) : r < 0.8 ? band(FIRST_CONTENT + TECH.length, 3000) : band(3000, 20000); });
    const q = { query: parts.join(' '), k: 10, passages: 1 };
    const f = rand();
    if (f < 0.1) q.language = pick(['typescript', 'go', 'python']);
    else if (f < 0.2) q.min_stars = 1000;
    else if (f < 0.27) q.repos = [`org${Math.floor(rand() * 40)}/project${Math.floor(rand() * REPOS)}`];
    else if (f < 0.33) q.types = ['issue'];
    qs.push(q);
  }
  return qs;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  await generate();
  const { searchDeveloperIndex, createDb, closeDb } = bundle();
  const db = createDb(DB_URL, { poolSize: 4 });
  try {
    const queries = queryMix();
    for (const q of queries.slice(0, 30)) await searchDeveloperIndex(db, q); // warm-up: plans, caches
    const times = [];
    const byClass = {};
    let results = 0;
    for (const q of queries) {
      if (process.env.BENCH_VERBOSE) process.stdout.write(JSON.stringify(q) + ' ');
      const t = process.hrtime.bigint();
      const out = await searchDeveloperIndex(db, q);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      results += out.results.length;
      const cls = `${q.query.split(' ').length} word(s)${Object.keys(q).length > 3 ? ' + filter' : ''}`;
      (byClass[cls] ??= []).push(times[times.length - 1]);
      if (process.env.BENCH_VERBOSE) console.log(times[times.length - 1].toFixed(1), 'ms', out.results.length);
    }
    times.sort((a, b) => a - b);
    const segs = psql('SELECT count(*) FROM developer_segments');
    console.log(`== developer search, ${segs} segments, ${QUERIES} queries (1-3 Zipf-sampled words, a third with filters), k=10, passages=1`);
    console.log(`p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms; mean results ${(results / QUERIES).toFixed(1)}`);
    for (const [cls, t] of Object.entries(byClass).sort()) {
      t.sort((a, b) => a - b);
      console.log(`  ${cls.padEnd(22)} n=${String(t.length).padEnd(4)} p50 ${pct(t, 50).toFixed(1)} ms, p95 ${pct(t, 95).toFixed(1)} ms`);
    }
    console.log(`load average: ${require('os').loadavg().map((x) => x.toFixed(2)).join(' ')} (${require('os').cpus().length} cores)`);
  } finally {
    await closeDb(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
