#!/usr/bin/env node
// `npm run --silent admin -- <command>`: bundles the admin CLI when its source changed, then runs it.
// Prints only the command's JSON line on stdout.
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist', 'apps', 'admin', 'main.js');

function newestMtime(dirs) {
  let newest = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  dirs.filter((d) => fs.existsSync(d)).forEach(walk);
  return newest;
}

async function main() {
  const localEnv = path.join(root, 'tmp', 'local.env');
  if (!process.env.DATABASE_URL && fs.existsSync(localEnv)) {
    const m = /^DATABASE_URL=(.*)$/m.exec(fs.readFileSync(localEnv, 'utf8'));
    if (m) process.env.DATABASE_URL = m[1];
  }
  const sources = ['apps/admin/src', 'libs/db/src', 'libs/config/src', 'libs/queue/src', 'libs/contracts/src'].map((d) => path.join(root, d));
  if (!fs.existsSync(out) || fs.statSync(out).mtimeMs < newestMtime(sources)) {
    await require('./build-app').buildApp('admin');
  }
  const res = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: process.env });
  process.exit(res.status ?? 1);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
