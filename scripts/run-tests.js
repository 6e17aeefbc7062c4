#!/usr/bin/env node
// `npm test`: machine setup, import-cycle check, then lint + typecheck + test + build of every Nx
// project, and one closing line `jest: N passed, N failed` summed from each project's jest report.
const { spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'reports', 'jest');

function run(cmd, args, extraEnv = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  return res.status === 0;
}

function loadLocalEnv() {
  const file = path.join(root, 'tmp', 'local.env');
  if (!fs.existsSync(file)) return {};
  const env = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (m && !process.env[m[1]]) env[m[1]] = m[2];
  }
  return env;
}

function summarise() {
  let passed = 0;
  let failed = 0;
  const files = fs.existsSync(reports) ? fs.readdirSync(reports).filter((f) => f.endsWith('.json')) : [];
  for (const f of files) {
    const r = JSON.parse(fs.readFileSync(path.join(reports, f), 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  }
  return { passed, failed, projects: files.length };
}

if (!process.env.SKIP_SETUP && !run('bash', ['scripts/setup.sh'])) process.exit(1);
fs.rmSync(reports, { recursive: true, force: true });
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...loadLocalEnv() };
const cyclesOk = run('node', ['scripts/check-cycles.js']);
const nxOk = run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=static'], env);
const { passed, failed, projects } = summarise();
console.log(`\n${projects} projects tested; import cycles ${cyclesOk ? 'none' : 'FOUND'}; nx targets ${nxOk ? 'all passed' : 'FAILED'}`);
console.log(`jest: ${passed} passed, ${failed} failed`);
process.exit(cyclesOk && nxOk && failed === 0 && passed > 0 ? 0 : 1);
