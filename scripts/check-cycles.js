#!/usr/bin/env node
// Fails on import cycles inside and across projects (Nx's lint rule sees only project-level cycles).
const path = require('path');
const madge = require('madge');

const root = path.resolve(__dirname, '..');
madge(['apps', 'libs'].map((d) => path.join(root, d)), {
  fileExtensions: ['ts'],
  tsConfig: path.join(root, 'tsconfig.base.json'),
  excludeRegExp: [/generated/, /\.spec\.ts$/, /\.int-spec\.ts$/, /node_modules/],
  detectiveOptions: { ts: { skipTypeImports: true } },
})
  .then((res) => {
    const cycles = res.circular();
    if (cycles.length) {
      console.error(`import cycles found:\n${cycles.map((c) => '  ' + c.join(' -> ')).join('\n')}`);
      process.exit(1);
    }
    console.log(`import cycles: none (${Object.keys(res.obj()).length} files checked)`);
  })
  .catch((err) => {
    console.error(`cycle check failed: ${err.message}`);
    process.exit(1);
  });
