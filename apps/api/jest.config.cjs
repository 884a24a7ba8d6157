/**
 * The API's Jest runs. `TEST_SUITE=redis` selects the tests that need a Redis of their own
 * (`*.redis.spec.ts`, run by `api:test-redis` with TEST_REDIS_URL); every other run leaves them out.
 * `*.pg.spec.ts` need a database that API processes of their own share (PostgreSQL): only the
 * PostgreSQL run (`api:test-pg`, TEST_DB_ENGINE=postgres) has them.
 */
const redisOnly = process.env.TEST_SUITE === 'redis';
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

module.exports = {
  displayName: redisOnly ? 'api-redis' : 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  coverageDirectory: '../../coverage/apps/api',
  ...(redisOnly
    ? { testMatch: ['**/*.redis.spec.ts'] }
    : {
        testPathIgnorePatterns: [
          '/node_modules/',
          '\\.redis\\.spec\\.ts$',
          ...(onPostgres ? [] : ['\\.pg\\.spec\\.ts$']),
        ],
      }),
  // The OpenID Connect packages (the development provider and the relying party's client) ship only
  // ES modules; SWC compiles them to CommonJS like our own code (Jest cannot require ES modules).
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|oidc-provider|openid-client|oauth4webapi|jose)/)',
  ],
  // API tests boot a real app on a real database; give them room on a two-core machine. `npm test`
  // runs the PGlite, PostgreSQL and browser runs side by side, and there an app's start (migrations
  // and seed) in a beforeAll has taken over a minute (checkout.api.spec.ts, content-cache).
  testTimeout: 180_000,
  // Every test closes the apps it opens; one that fails half-way must still not hold the run open
  // (an app left running keeps its database and timers alive).
  forceExit: true,
};
