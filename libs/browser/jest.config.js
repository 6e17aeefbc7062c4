module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'browser',
  rootDir: __dirname,
  passWithNoTests: true,
};
