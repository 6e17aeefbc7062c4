module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'db',
  rootDir: __dirname,
  passWithNoTests: true,
};
