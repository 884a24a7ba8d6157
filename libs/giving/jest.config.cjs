module.exports = {
  displayName: 'giving',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/libs/giving',
};
