#!/usr/bin/env node
// `node scripts/bump-clients.js [--dry-run] [--no-test]`: points the client matrix (apps/compat) at
// the latest releases of the official clients, reinstalls its folder and re-runs the matrix.
// - firecrawl-mcp, firecrawl-cli, firecrawl-aisdk: pinned in apps/compat/clients/package.json
//   (their own lockfile and node_modules; the root node_modules is never touched).
// - @mendable/firecrawl-js: the root devDependency the matrix also drives; a newer release is only
//   reported (bumping it changes the workspace's lockfile, a separate decision).
// The pins and the matrix outcome are printed; copy them into README.md ("Client matrix").
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const clientsDir = path.join(root, 'apps', 'compat', 'clients');
const manifestPath = path.join(clientsDir, 'package.json');
const args = new Set(process.argv.slice(2));

function latest(pkg) {
  return execFileSync('npm', ['view', pkg, 'version'], { encoding: 'utf8' }).trim();
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

const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const changes = [];
for (const pkg of Object.keys(manifest.dependencies)) {
  const version = latest(pkg);
  if (manifest.dependencies[pkg] !== version) changes.push(`${pkg} ${manifest.dependencies[pkg]} -> ${version}`);
  manifest.dependencies[pkg] = version;
}
const rootPin = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).devDependencies['@mendable/firecrawl-js'];
const jsLatest = latest('@mendable/firecrawl-js');
console.log(changes.length ? `pins: ${changes.join(', ')}` : 'pins: already the latest releases');
console.log(`@mendable/firecrawl-js: root pin ${rootPin}, latest ${jsLatest}${rootPin === jsLatest ? '' : ' (bump the root devDependency separately)'}`);
if (args.has('--dry-run')) process.exit(0);

fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clientsDir, stdio: 'inherit' });
if (args.has('--no-test')) process.exit(0);

// the matrix starts the whole service: take the shared lock like every heavy run
const jest = ['npx', 'jest', '-c', 'apps/compat/jest.config.js', '--forceExit'];
const cmd = fs.existsSync('/usr/bin/flock') ? ['flock', '/tmp/heavy.lock', ...jest] : jest;
const run = spawnSync(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...loadLocalEnv() } });
const pins = Object.entries(manifest.dependencies).map(([p, v]) => `${p}@${v}`).join(', ');
console.log(`\nclient matrix ${run.status === 0 ? 'PASSED' : 'FAILED'} with ${pins}, @mendable/firecrawl-js@${rootPin}`);
process.exit(run.status ?? 1);
