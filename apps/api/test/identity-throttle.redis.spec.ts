import { Redis } from 'ioredis';
import { TOKEN_URL, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * With REDIS_URL the sign-in failure counters live in Redis, so several API processes (two apps
 * here) count one account's failures together, and Redis holds hashed keys, not addresses.
 */
describe('sign-in throttling shared in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  const namespace = `throttle-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    const shared = { REDIS_URL: requiredRedisUrl(), CACHE_NAMESPACE: namespace };
    first = await startTestApp(shared);
    second = await startTestApp(shared);
    redis = new Redis(requiredRedisUrl());
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.disconnect();
  });

  it('5 failures for one address across two processes lock it in both, until the window ends', async () => {
    const email = uniqueEmail('shared');
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second, first]) {
      statuses.push((await app.http.post(TOKEN_URL).send({ email, key: 'wrong password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const locked = await second.http.post(TOKEN_URL).send({ email, key: 'wrong password' }).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('keeps no address in Redis: the keys are hashes with a window', async () => {
    const keys = await redis.keys(`${namespace}:failures:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@') || key.includes('example.com'))).toBe(false);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
  });
});

function requiredRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('The Redis run of the API tests needs TEST_REDIS_URL');
  return url;
}
