module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'threats',
  rootDir: __dirname,
  passWithNoTests: true,
};
