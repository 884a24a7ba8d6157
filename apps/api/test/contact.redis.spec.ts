import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from './support/test-app';
import { requiredRedisUrl } from './support/test-redis';

/**
 * With REDIS_URL the contact form's per-address counters live in Redis, so every API process
 * counts one address together (two apps here, as two processes would be), under hashed keys.
 */
describe('messages per email address counted in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  const namespace = `contact-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    const url = requiredRedisUrl();
    const shared = { REDIS_URL: url, CACHE_NAMESPACE: namespace };
    first = await startTestApp(shared);
    second = await startTestApp(shared);
    redis = new Redis(url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.disconnect();
  });

  it('five messages from one address across two processes, then both refuse it for the rest of the hour', async () => {
    const send = (app: TestApp) =>
      app.http
        .post('/api/send-contact-us')
        .set('Host', 'localhost')
        .send({
          data: { name: 'Ada', email: 'shared@example.com', topic: 'other', message: 'Hello' },
        });
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first]) statuses.push((await send(app)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    for (const app of [second, first]) {
      const refused = await send(app);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_MESSAGES');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
  });

  it('keeps no address in Redis: one hashed key per address, expiring with its hour', async () => {
    const keys = await redis.keys(`${namespace}:counters:contact-email:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toMatch(/@|example/);
    expect(await redis.pttl(keys[0])).toBeGreaterThan(3_500_000);
  });
});
