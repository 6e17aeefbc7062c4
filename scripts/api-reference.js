#!/usr/bin/env node
// Rewrites docs/api-reference.md from the gateway's route declarations and zod schemas (the same
// source as GET /v2/openapi.json). apps/api/src/http/api-reference.spec.ts fails when it is stale.
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

async function main() {
  const root = path.resolve(__dirname, '..');
  const outfile = path.join(root, 'tmp', 'api-reference.js');
  await esbuild.build({
    entryPoints: [path.join(root, 'apps/api/src/http/api-reference-document.ts')],
    outfile, bundle: true, platform: 'node', target: 'node20', format: 'cjs', packages: 'external',
    tsconfig: path.join(root, 'tsconfig.base.json'), logLevel: 'warning',
  });
  const { apiReferenceFromRoutes } = require(outfile);
  const target = path.join(root, 'docs', 'api-reference.md');
  fs.writeFileSync(target, apiReferenceFromRoutes());
  console.log(`wrote ${path.relative(root, target)}`);
}

main().catch((err) => {
  console.error(err.stack ?? err);
  process.exit(1);
});
