module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'research-index',
  rootDir: __dirname,
  passWithNoTests: true,
};
