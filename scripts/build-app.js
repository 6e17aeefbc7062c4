#!/usr/bin/env node
// Bundles one app (apps/<name>/src/main.ts) into dist/apps/<name>/main.js.
// Workspace libs are inlined through tsconfig paths; npm packages stay external (resolved from node_modules).
const path = require('path');
const esbuild = require('esbuild');

async function buildApp(name) {
  const root = path.resolve(__dirname, '..');
  await esbuild.build({
    entryPoints: [path.join(root, 'apps', name, 'src', 'main.ts')],
    outfile: path.join(root, 'dist', 'apps', name, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
}

module.exports = { buildApp };

if (require.main === module) {
  const name = process.argv[2];
  if (!name) {
    console.error('usage: build-app.js <app-name>');
    process.exit(2);
  }
  buildApp(name).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
