module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'scrape',
  rootDir: __dirname,
  passWithNoTests: true,
};
