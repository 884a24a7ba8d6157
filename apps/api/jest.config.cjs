module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/apps/api',
  // API tests boot a real app on a real database; give them room on a two-core machine.
  testTimeout: 60_000,
};
