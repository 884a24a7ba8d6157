module.exports = {
  displayName: 'workspace-tools',
  preset: '../jest.preset.js',
  rootDir: __dirname,
  testTimeout: 60_000,
  // The tools are plain Node ES modules (*.mjs, run before node_modules exists); so are their
  // specs, which Jest loads natively (the target runs Node with --experimental-vm-modules).
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)', '**/*.spec.mjs'],
};
