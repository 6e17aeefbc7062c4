module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scrape-worker',
  rootDir: __dirname,
  passWithNoTests: true,
};
