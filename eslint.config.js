// Lint rules that keep the layering of design.md section 1 true:
// - Nx module boundaries: apps -> libs only; contracts depend on nothing; pure libs have no I/O deps.
// - package ownership: only libs/db imports Prisma, only libs/queue imports BullMQ/ioredis,
//   only libs/browser imports puppeteer-core, only apps/api imports Express.
const nx = require('@nx/eslint-plugin');
const tseslint = require('typescript-eslint');

const owned = [
  { owner: 'libs/db/**', patterns: ['@prisma/*', 'prisma', '.prisma/*', 'pg'] },
  { owner: 'libs/queue/**', patterns: ['bullmq', 'ioredis'] },
  { owner: 'libs/browser/**', patterns: ['puppeteer-core', 'puppeteer'] },
  { owner: 'apps/api/**', patterns: ['express'] },
];

// One no-restricted-imports entry per file set (flat config would let a later entry replace an
// earlier one): files of an owner may import its packages, every other file may not. Test helpers
// (@wsa/testing) stay out of production code.
const restriction = (o, p) => ({ group: [p], message: `only ${o.owner} may import ${p}` });
const testOnly = { group: ['@wsa/testing'], message: 'test helpers are for *.spec.ts / *.int-spec.ts only' };
const testFiles = ['**/*.spec.ts', '**/*.int-spec.ts', '**/test-support/**', 'libs/testing/**', 'apps/e2e/**', 'k8s/**'];
const ownershipRules = [
  {
    files: ['**/*.ts'],
    ignores: [...owned.map((o) => o.owner), ...testFiles],
    rules: { 'no-restricted-imports': ['error', { patterns: [...owned.flatMap((o) => o.patterns.map((p) => restriction(o, p))), testOnly] }] },
  },
  ...owned.map((self) => ({
    files: [self.owner],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...owned.filter((o) => o !== self).flatMap((o) => o.patterns.map((p) => restriction(o, p))), testOnly] }],
    },
  })),
];

module.exports = [
  { ignores: ['**/dist', '**/node_modules', '**/generated/**', 'reports/**', 'tmp/**', '**/jest.config.cts', 'bench/**', 'scripts/**', '**/*.js'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': ['error', {
        enforceBuildableLibDependency: false,
        allow: [],
        depConstraints: [
          { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
          { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
          { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
          { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib'] },
          { sourceTag: 'layer:contracts', onlyDependOnLibsWithTags: ['layer:contracts'] },
          { sourceTag: 'layer:pure', onlyDependOnLibsWithTags: ['layer:contracts', 'layer:pure'],
            bannedExternalImports: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'http', 'node:http', 'https', 'node:https', 'net', 'node:net', 'child_process', 'node:child_process', 'undici', 'pg', 'bullmq', 'ioredis', 'puppeteer-core'] },
        ],
      }],
    },
  },
  // libs/db exposes repositories only: outside it, nothing reaches a Prisma model, a transaction or
  // raw SQL through the client (tests may, to set up and inspect rows)
  {
    files: ['**/*.ts'],
    ignores: ['libs/db/**', ...testFiles],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "MemberExpression[object.name=/^(db|tx)$/][property.name=/^(team|apiKey|job|jobResult|creditLedger|searchFeedback|jobFeedback|scrapeCacheEntry|blob|changeTrackingSnapshot|researchPaper|researchPaperId|researchPaperAuthor|researchCitation|researchPaperSimilar|researchPassage|researchIngestRun|browserProfile|developerRepository|developerDocSource|developerDocument|developerSegment|developerIngestRun|auditLogEntry|indexedPage|indexedImage|\\$transaction|\\$queryRaw|\\$executeRaw|\\$queryRawUnsafe|\\$executeRawUnsafe|sql|indexedPosting)$/]",
        message: 'use a libs/db repository function: only libs/db touches the Prisma client',
      }],
    },
  },
  { files: ['**/*.spec.ts', '**/*.int-spec.ts'], rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' } },
  ...ownershipRules,
];
