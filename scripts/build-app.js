#!/usr/bin/env node
// Bundles one app (apps/<name>/src/main.ts) into dist/apps/<name>/main.js.
// Workspace libs are inlined through tsconfig paths; npm packages stay external (resolved from node_modules).
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

async function buildApp(name) {
  const root = path.resolve(__dirname, '..');
  // main.ts, plus any worker-thread entry (src/*.thread.ts) as its own small bundle beside it
  const src = path.join(root, 'apps', name, 'src');
  const threads = fs.readdirSync(src).filter((f) => f.endsWith('.thread.ts')).map((f) => path.join(src, f));
  await esbuild.build({
    entryPoints: [path.join(src, 'main.ts'), ...threads],
    outdir: path.join(root, 'dist', 'apps', name),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  if (name === 'api') copyDocsCorpus(root, path.join(root, 'dist', 'apps', name, 'docs-corpus'));
}

/**
 * The docs-search corpus beside the gateway bundle (the Docker image keeps only dist/apps): the
 * same files as docsCorpusPaths in libs/support (README.md, docs/, libs/*\/README.md, docker/ and
 * k8s/ READMEs); the gateway finds this folder before the repository's own files.
 */
function copyDocsCorpus(root, target) {
  fs.rmSync(target, { recursive: true, force: true });
  const files = ['README.md', 'docker/README.md', 'k8s/README.md'];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.md')) files.push(child);
    }
  };
  if (fs.existsSync(path.join(root, 'docs'))) walk('docs');
  for (const lib of fs.readdirSync(path.join(root, 'libs'))) files.push(`libs/${lib}/README.md`);
  for (const rel of files) {
    const from = path.join(root, rel);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
    fs.copyFileSync(from, path.join(target, rel));
  }
}

module.exports = { buildApp, copyDocsCorpus };

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
