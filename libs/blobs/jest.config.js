module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'blobs',
  rootDir: __dirname,
  passWithNoTests: true,
};
