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
//
// linkedom again: querySelectorAll/querySelector compile their selector with css-select on every
// call, and the content pipeline runs the same few dozen selectors on every page (tens of calls
// each). Compiled matchers without a :scope context do not depend on the element, so they are kept
// (bounded map): transformHtml on the 4 KB page 2.9 -> 2.3 ms, on real 20-200 KB pages ~10% less.
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
  {
    pkg: 'linkedom',
    version: '0.18.14',
    file: 'cjs/shared/matches.js',
    edits: [
      [
        [
          'const prepareMatch = (element, selectors) => CSSselect.compile(',
          '  selectors,',
          '  {',
          "    context: selectors.includes(':scope') ? element : void 0,",
          '    xmlMode: !ignoreCase(element),',
          '    adapter',
          '  }',
          ');',
        ].join('\n'),
        [
          '// compiled matchers without a :scope context do not depend on the element: keep them (patch-deps.js)',
          'const compiledMatches = new Map;',
          'const prepareMatch = (element, selectors) => {',
          '  const xmlMode = !ignoreCase(element);',
          "  if (selectors.includes(':scope'))",
          '    return CSSselect.compile(selectors, {context: element, xmlMode, adapter});',
          "  const key = (xmlMode ? 'x' : 'h') + selectors;",
          '  let compiled = compiledMatches.get(key);',
          '  if (!compiled) {',
          '    if (compiledMatches.size >= 500) compiledMatches.clear();',
          '    compiled = CSSselect.compile(selectors, {context: void 0, xmlMode, adapter});',
          '    compiledMatches.set(key, compiled);',
          '  }',
          '  return compiled;',
          '};',
        ].join('\n'),
      ],
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
  if (patch.edits.every(([, to]) => text.includes(to))) return `${patch.pkg}: ${patch.file} already patched`;
  if (!patch.edits.every(([from]) => text.includes(from))) return `${patch.pkg}: ${patch.file} does not match, skipped`;
  for (const [from, to] of patch.edits) text = text.replace(from, to);
  fs.writeFileSync(file, text);
  return `${patch.pkg}: patched ${patch.file}`;
}

const root = path.resolve(__dirname, '..');
for (const patch of PATCHES) console.error(`[patch-deps] ${apply(root, patch)}`);
