module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'compat',
  rootDir: __dirname,
  // the clients' own installs are not tests
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/clients/'],
  modulePathIgnorePatterns: ['<rootDir>/clients/'],
  testTimeout: 120000,
};
