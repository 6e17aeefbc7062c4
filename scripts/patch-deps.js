#!/usr/bin/env node
// Performance patches to installed npm packages, applied after every `npm install` (postinstall)
// and by scripts/setup.sh. Each one is checked against the pinned version and the exact text it
// replaces: a patch that no longer fits is skipped with a warning (the code still works unpatched,
// only slower), never half-applied. Idempotent.
//
// linkedom (the DOM of the content pipeline): every node's EventTarget constructor registers a new
// Map in a module-wide WeakMap, although almost no node ever gets a listener. WeakMap entries are
// ephemerons, costly to create and to collect: on a 4 KB page this was 13% of the content
// transform's CPU plus much of its GC (transformHtml 3.96 -> 2.89 ms). The map is created on the
// first addEventListener instead; the other methods already cope with a missing map or are made to.
'use strict';
const fs = require('fs');
const path = require('path');

const PATCHES = [
  {
    pkg: 'linkedom',
    version: '0.18.14',
    file: 'cjs/interface/event-target.js',
    edits: [
      ['  constructor() {\n    wm.set(this, new Map);\n  }', '  constructor() {}'],
      ['  addEventListener(type, listener, options) {\n    const map = wm.get(this);', '  addEventListener(type, listener, options) {\n    let map = wm.get(this);\n    if (!map) wm.set(this, map = new Map);'],
      ['  removeEventListener(type, listener) {\n    const map = wm.get(this);\n    if (map.has(type)) {', '  removeEventListener(type, listener) {\n    const map = wm.get(this);\n    if (map && map.has(type)) {'],
    ],
  },
];

function apply(root, patch) {
  const dir = path.join(root, 'node_modules', patch.pkg);
  let version;
  try {
    version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return `${patch.pkg}: not installed, skipped`;
  }
  if (version !== patch.version) return `${patch.pkg}@${version}: patch written for ${patch.version}, skipped (review scripts/patch-deps.js)`;
  const file = path.join(dir, patch.file);
  let text = fs.readFileSync(file, 'utf8');
  if (patch.edits.every(([, to]) => text.includes(to))) return `${patch.pkg}: already patched`;
  if (!patch.edits.every(([from]) => text.includes(from))) return `${patch.pkg}: ${patch.file} does not match, skipped`;
  for (const [from, to] of patch.edits) text = text.replace(from, to);
  fs.writeFileSync(file, text);
  return `${patch.pkg}: patched ${patch.file}`;
}

const root = path.resolve(__dirname, '..');
for (const patch of PATCHES) console.error(`[patch-deps] ${apply(root, patch)}`);
