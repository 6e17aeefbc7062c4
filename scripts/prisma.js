#!/usr/bin/env node
// Runs the Prisma CLI with the preload that fixes the wasm engine's known defects.
// Usage: node scripts/prisma.js <prisma args...>   (e.g. `migrate deploy`, `generate`)
const { spawnSync } = require('child_process');
const path = require('path');

const root = path.resolve(__dirname, '..');
const preload = path.join(__dirname, 'prisma-cli-preload.js');
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS || ''} --require ${preload}`.trim(), PRISMA_HIDE_UPDATE_MESSAGE: '1' };
if (!env.DATABASE_URL) env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/websearch';
const cli = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
const res = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, env, stdio: 'inherit' });
process.exit(res.status === null ? 1 : res.status);
