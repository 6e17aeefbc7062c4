module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'fetcher',
  rootDir: __dirname,
  passWithNoTests: true,
};
