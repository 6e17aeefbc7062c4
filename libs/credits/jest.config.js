module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'credits',
  rootDir: __dirname,
  passWithNoTests: true,
};
