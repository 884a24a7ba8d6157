module.exports = {
  displayName: 'consent',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/libs/consent',
};
