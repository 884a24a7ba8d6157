// Shared Jest set-up: SWC compiles TypeScript (decorator metadata on, for Nest), and the
// workspace path aliases of tsconfig.base.json resolve to the libs' sources.
const { compilerOptions } = require('./tsconfig.base.json');
const fs = require('node:fs');
const path = require('node:path');

// The test targets write Jest's --json report into dist/test-reports (counted by npm test:
// tools/test.mjs); Jest does not create the folder itself.
fs.mkdirSync(path.join(__dirname, 'dist/test-reports'), { recursive: true });

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper,
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few dependencies ship only ES modules; compile them to CommonJS for Jest like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
};
