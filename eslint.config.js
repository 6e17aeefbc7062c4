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

const ownershipRules = owned.map(({ owner, patterns }) => ({
  files: ['**/*.ts'],
  ignores: [owner, '**/*.spec.ts', '**/*.int-spec.ts', 'libs/testing/**'],
  rules: {
    'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: [p], message: `only ${owner} may import ${p}` })) }],
  },
}));

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
          { sourceTag: 'layer:contracts', onlyDependOnLibsWithTags: ['layer:contracts'] },
          { sourceTag: 'layer:pure', onlyDependOnLibsWithTags: ['layer:contracts', 'layer:pure'],
            bannedExternalImports: ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'http', 'node:http', 'https', 'node:https', 'net', 'node:net', 'child_process', 'node:child_process', 'undici', 'pg', 'bullmq', 'ioredis', 'puppeteer-core'] },
          { sourceTag: 'layer:io', notDependOnLibsWithTags: ['layer:testing'] },
        ],
      }],
    },
  },
  { files: ['**/*.spec.ts', '**/*.int-spec.ts'], rules: { '@nx/enforce-module-boundaries': 'off', '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' } },
  ...ownershipRules,
];
