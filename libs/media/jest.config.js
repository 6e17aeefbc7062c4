module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'media',
  rootDir: __dirname,
  passWithNoTests: true,
};
