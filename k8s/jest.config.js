module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'deploy-manifests',
  rootDir: __dirname,
  passWithNoTests: false,
};
