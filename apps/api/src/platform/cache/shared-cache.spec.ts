import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import type { CacheStore } from './cache-store';
import { PROBE_INTERVAL_MS, SharedCache } from './shared-cache';

const config = { get: () => 60 } as unknown as ConfigService<Env, true>;

function flakyStore() {
  let down = false;
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED'));
  const values = new Map<string, unknown>();
  const store: CacheStore = {
    engine: 'redis',
    get: jest.fn(async (key: string) => (down ? fail() : values.get(key))) as CacheStore['get'],
    set: async (key, value) => (down ? fail() : void values.set(key, value)),
    delete: async (key) => (down ? fail() : void values.delete(key)),
    ping: async () => (down ? fail() : undefined),
  };
  return { store, setDown: (value: boolean) => (down = value) };
}

describe('SharedCache', () => {
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('turns store failures into misses and skipped writes, logging the outage once', async () => {
    const { store, setDown } = flakyStore();
    const cache = new SharedCache(store, config);
    await cache.set('k', 'v');
    setDown(true);
    expect(await cache.get('k')).toBeUndefined();
    await expect(cache.set('k', 'w')).resolves.toBeUndefined();
    expect(await cache.delete('k')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await cache.status()).status).toBe('degraded');
  });

  it('recovers on the first success, logs it, and reports up again', async () => {
    const { store, setDown } = flakyStore();
    const cache = new SharedCache(store, config);
    setDown(true);
    await cache.get('k');
    setDown(false);
    expect(await cache.status()).toEqual({ engine: 'redis', status: 'up' });
    expect(log).toHaveBeenCalledTimes(1);
    await cache.set('k', 'v');
    expect(await cache.get('k')).toBe('v');
  });

  it('leaves a failing store alone between probes, so a hanging Redis costs one timeout a second, not one a request', async () => {
    jest.useFakeTimers();
    try {
      const { store, setDown } = flakyStore();
      const cache = new SharedCache(store, config);
      setDown(true);
      await cache.get('k');
      expect(store.get).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 10; i += 1) expect(await cache.get('k')).toBeUndefined();
      expect(store.get).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(PROBE_INTERVAL_MS);
      setDown(false);
      await cache.set('k', 'v');
      expect(await cache.get('k')).toBe('v');
      expect(store.get).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
