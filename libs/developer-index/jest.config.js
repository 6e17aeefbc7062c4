module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'developer-index',
  rootDir: __dirname,
  passWithNoTests: true,
};
