import { CRYPTO_URL, LOGOUT_URL, signUp } from './support/accounts';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { requiredRedisUrl } from './support/test-redis';

/**
 * Two API processes on one PostgreSQL and one Redis, each with its session cache: a session
 * ended in one is refused by the other at once, though the other had it cached (a lifetime far
 * longer than the test, so only the Redis message can explain the refusal).
 */
describe('session cache across processes (Redis announcements)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const shared = {
      ...database.overrides,
      REDIS_URL: requiredRedisUrl(),
      CACHE_NAMESPACE: `sessions-${process.pid}-${Date.now()}`,
      SESSION_CACHE_SECONDS: '300',
    };
    first = await startTestApp(shared);
    second = await startTestApp(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.dispose();
  });

  const isSignedIn = async (app: TestApp, token: string) =>
    (await app.http.post(CRYPTO_URL).send({ sessionToken: token })).status === 200;

  it('a logout in one process ends the session cached in the other', async () => {
    const { token } = await signUp(first);
    expect(await isSignedIn(second, token)).toBe(true); // cached in the second process
    await first.http.post(LOGOUT_URL).send({ sessionToken: token }).expect(200);
    // The announcement travels through Redis: give it a moment, never the cache's 300 s.
    let refused = false;
    for (let attempt = 0; attempt < 50 && !refused; attempt++) {
      refused = !(await isSignedIn(second, token));
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(refused).toBe(true);
  });
});
