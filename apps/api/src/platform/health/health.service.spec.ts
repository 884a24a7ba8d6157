import type { CacheStatus, SharedCache } from '../cache/shared-cache';
import type { DatabaseStatus } from '../database/database.module';
import { DATABASE_DOWN, HealthService, READINESS_PING_TTL_MS } from './health.service';

describe('HealthService readiness', () => {
  let ping: jest.Mock<Promise<void>, []>;
  let cacheStatus: jest.Mock<Promise<CacheStatus>, []>;
  let health: HealthService;

  beforeEach(() => {
    jest.useFakeTimers();
    ping = jest.fn(() => Promise.resolve());
    cacheStatus = jest.fn(() => Promise.resolve({ engine: 'redis' as const, status: 'up' as const }));
    health = new HealthService(
      { engine: 'pglite', ping } as unknown as DatabaseStatus,
      { status: cacheStatus } as unknown as SharedCache,
    );
  });
  afterEach(() => jest.useRealTimers());

  it('a burst of probes within the window costs one database ping', async () => {
    const answers = await Promise.all([health.readiness(), health.readiness(), health.readiness()]);
    answers.push(await health.readiness());
    jest.advanceTimersByTime(READINESS_PING_TTL_MS - 1);
    answers.push(await health.readiness());
    expect(ping).toHaveBeenCalledTimes(1);
    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 'ok',
        checks: { database: { status: 'up', engine: 'pglite' } },
      });
    }
  });

  it('never reuses a success past the window: a database gone since answers unavailable', async () => {
    await expect(health.readiness()).resolves.toMatchObject({ status: 'ok' });
    ping.mockRejectedValue(new Error('connection refused'));
    jest.advanceTimersByTime(READINESS_PING_TTL_MS);
    await expect(health.readiness()).resolves.toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down', error: DATABASE_DOWN } },
    });
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('does not cache failures: every probe pings again, and recovery shows at once', async () => {
    ping.mockRejectedValue(new Error('connection refused'));
    await expect(health.readiness()).resolves.toMatchObject({ status: 'unavailable' });
    await expect(health.readiness()).resolves.toMatchObject({ status: 'unavailable' });
    expect(ping).toHaveBeenCalledTimes(2);
    ping.mockResolvedValue(undefined);
    await expect(health.readiness()).resolves.toMatchObject({ status: 'ok' });
    expect(ping).toHaveBeenCalledTimes(3);
  });

  it('probes arriving while a ping is under way share it, failure included', async () => {
    let fail!: (error: Error) => void;
    ping.mockReturnValueOnce(new Promise<void>((_, reject) => (fail = reject)));
    const pending = [health.readiness(), health.readiness()];
    fail(new Error('timeout'));
    const answers = await Promise.all(pending);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.status)).toEqual(['unavailable', 'unavailable']);
    await expect(health.readiness()).resolves.toMatchObject({ status: 'ok' });
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("never tells the caller the driver's error text", async () => {
    ping.mockRejectedValue(new Error('password authentication failed for user "shop" at db.internal:5432'));
    const answer = JSON.stringify(await health.readiness());
    expect(answer).not.toContain('db.internal');
    expect(answer).not.toContain('shop');
  });

  it('a degraded cache makes readiness degraded, not unavailable: every answer still comes', async () => {
    cacheStatus.mockResolvedValue({ engine: 'redis', status: 'degraded' });
    await expect(health.readiness()).resolves.toMatchObject({
      status: 'degraded',
      checks: { database: { status: 'up' }, cache: { engine: 'redis', status: 'degraded' } },
    });
  });
});
