// Shared Jest set-up: SWC compiles TypeScript (decorator metadata on, for Nest), and the
// workspace path aliases of tsconfig.base.json resolve to the libs' sources.
const { compilerOptions } = require('./tsconfig.base.json');
const path = require('node:path');

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
