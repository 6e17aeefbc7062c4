module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'passages',
  rootDir: __dirname,
  passWithNoTests: true,
};
