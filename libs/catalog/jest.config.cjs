module.exports = {
  displayName: 'catalog',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/libs/catalog',
};
