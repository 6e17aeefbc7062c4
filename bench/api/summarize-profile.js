#!/usr/bin/env node
// Top self-time functions of a .cpuprofile (V8 sampling profile), and self time per package.
// Usage: node bench/api/summarize-profile.js <file.cpuprofile> [top=25]
'use strict';
const fs = require('fs');

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg || 25);
const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const dt = new Map();
for (let i = 0; i < prof.samples.length; i += 1) dt.set(prof.samples[i], (dt.get(prof.samples[i]) || 0) + (prof.timeDeltas[i] || 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);

function where(cf) {
  const url = cf.url || '';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1];
  if (url.includes('dist/apps/')) return 'app bundle (libs/apps)';
  if (url.startsWith('node:')) return 'node core';
  return url ? url.replace(/^file:\/\//, '') : '(vm)';
}

const fns = new Map();
const pkgs = new Map();
for (const [id, us] of dt) {
  const cf = byId.get(id).callFrame;
  const key = `${cf.functionName || '(anonymous)'}  ${where(cf)}${cf.url && !cf.url.includes('node_modules') ? '' : ''}:${cf.lineNumber + 1}`;
  fns.set(key, (fns.get(key) || 0) + us);
  const p = cf.url ? where(cf) : cf.functionName;
  pkgs.set(p, (pkgs.get(p) || 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
console.log('self time by package:');
for (const [p, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(us)}  ${p}`);
console.log(`top ${top} functions by self time:`);
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${k}`);

// Inclusive (self + callees) time of the project's own functions (those bundled into dist/apps),
// counted once per sample even when a function recurses.
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children || []) parent.set(c, n.id);
const incl = new Map();
for (const [id, us] of dt) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const cf = byId.get(cur).callFrame;
    if (!cf.url.includes('dist/apps/') || !cf.functionName) continue;
    const key = `${cf.functionName}:${cf.lineNumber + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    incl.set(key, (incl.get(key) || 0) + us);
  }
}
console.log(`top ${top} project functions by inclusive time (bundle line numbers):`);
for (const [k, us] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${k}`);
