// linkedom's dependencies (css-select, css-what, nth-check, boolbase, domutils, domhandler,
// dom-serializer, entities, domelementtype) ship ESM only. Node 20 loads them through require(esm); jest cannot,
// so swc transpiles them like our sources.
const ESM_DEPS = ['css-select', 'css-what', 'nth-check', 'boolbase', 'domutils', 'domhandler', 'dom-serializer', 'entities', 'htmlparser2', 'domelementtype'];

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'content',
  rootDir: __dirname,
  passWithNoTests: true,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPS.join('|')})/)`],
};
