module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'search-worker',
  rootDir: __dirname,
  passWithNoTests: true,
};
