module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'llm-engine-app',
  rootDir: __dirname,
  passWithNoTests: true,
};
