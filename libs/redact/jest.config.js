module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'redact',
  rootDir: __dirname,
  passWithNoTests: true,
};
