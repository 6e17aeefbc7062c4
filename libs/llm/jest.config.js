module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'llm',
  rootDir: __dirname,
  passWithNoTests: true,
};
