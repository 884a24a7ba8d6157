module.exports = {
  displayName: 'identity',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/libs/identity',
};
