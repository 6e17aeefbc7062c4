// @wsa/content uses linkedom, whose dependencies ship ESM only: jest cannot require them, so swc
// transpiles them like our sources (same list as libs/content/jest.config.js).
const ESM_DEPS = ['css-select', 'css-what', 'nth-check', 'boolbase', 'domutils', 'domhandler', 'dom-serializer', 'entities', 'htmlparser2', 'domelementtype'];

module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scrape',
  rootDir: __dirname,
  passWithNoTests: true,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPS.join('|')})/)`],
};
