module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'llm-engine',
  rootDir: __dirname,
  passWithNoTests: true,
};
