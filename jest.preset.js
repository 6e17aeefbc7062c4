// Shared jest setup: swc transpiles TypeScript (type-checking is the separate `typecheck` target),
// and workspace path aliases map straight to each lib's source entry.
const path = require('path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = {};
for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
  moduleNameMapper[`^${alias}$`] = path.join(__dirname, target);
}

// linkedom's dependencies ship ESM only: jest cannot require them, so swc transpiles them too.
const ESM_DEPS = ['css-select', 'css-what', 'nth-check', 'boolbase', 'domutils', 'domhandler', 'dom-serializer', 'entities', 'htmlparser2', 'domelementtype'];

module.exports = {
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPS.join('|')})/)`],
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', decorators: false }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
  moduleNameMapper,
  testTimeout: 30000,
};
