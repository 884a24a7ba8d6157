import { Redis } from 'ioredis';
import { TOKEN_URL, uniqueEmail } from './support/accounts';
import type { TcpProxy } from './support/tcp-proxy';
import { startTestApp, type TestApp } from './support/test-app';
import { requiredRedisUrl, startAppBehindRedisProxy } from './support/test-redis';

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
    const keys = await redis.keys(`${namespace}:counters:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@') || key.includes('example.com'))).toBe(false);
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
  });
});

/** A throttle must not switch off with Redis: the counters fall back to the process's memory. */
describe('sign-in throttling while Redis is gone', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    ({ t, proxy } = await startAppBehindRedisProxy('throttle-outage'));
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
  });

  it('still locks an address after 5 failures', async () => {
    await proxy.stop();
    const email = uniqueEmail('outage');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await t.http.post(TOKEN_URL).send({ email, key: 'wrong password' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
