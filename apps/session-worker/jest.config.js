module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'session-worker',
  rootDir: __dirname,
  passWithNoTests: true,
};
