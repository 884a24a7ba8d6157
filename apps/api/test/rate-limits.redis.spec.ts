import { startTestApp, type TestApp } from './support/test-app';
import { requiredRedisUrl } from './support/test-redis';

/**
 * With REDIS_URL the rate-limit counters live in Redis, so several API processes count one client
 * together (two apps here, as two processes would be), and a Redis outage lets requests through.
 */
describe('rate limits shared in Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const shared = {
      REDIS_URL: requiredRedisUrl(),
      CACHE_NAMESPACE: `rate-${process.pid}-${Date.now()}`,
      RATE_LIMITS: 'default=4',
    };
    first = await startTestApp(shared);
    second = await startTestApp(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('one client spending its limit across two processes is refused by both', async () => {
    const statuses: number[] = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await app.http.get('/api/health/live')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
