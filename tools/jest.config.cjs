module.exports = {
  displayName: 'workspace-tools',
  preset: '../jest.preset.js',
  rootDir: __dirname,
  testTimeout: 60_000,
};
