/**
 * The API's fault tests (`api:test-faults`): the built API (dist/apps/api, built first by the
 * target) in a child process, with the faults a deploy meets: its database stopped under load, a
 * SIGTERM under a steady stream of requests. Plain ES modules like the tools they reuse
 * (tools/bench/built-api.mjs, tools/test-runner/throwaway-postgres.mjs), which Jest loads natively
 * (the target runs Node with --experimental-vm-modules): nothing to compile.
 */
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');

// Jest's --json report goes to dist/test-reports (counted by npm test); Jest does not make the folder.
mkdirSync(join(__dirname, '../../../dist/test-reports'), { recursive: true });

module.exports = {
  displayName: 'api-faults',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.spec.mjs'],
  transform: {},
  // Each file starts the built API (migrations and seed on a two-core machine shared with the
  // other test runs) and, for the outage, a PostgreSQL server of its own.
  testTimeout: 240_000,
  forceExit: true,
};
