import { CACHE_STORE, type CacheStore } from '../src/platform/cache/cache-store';
import { MemoryCacheStore } from '../src/platform/cache/memory-cache-store';
import { SharedCache } from '../src/platform/cache/shared-cache';
import { startTestApp, type TestApp } from './support/test-app';

describe('shared cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores, reads, expires and deletes entries', async () => {
    const cache = t.app.get(SharedCache);
    await cache.set('test:greeting', { hello: 'world' });
    expect(await cache.get('test:greeting')).toEqual({ hello: 'world' });
    await cache.set('test:short', 1, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get('test:short')).toBeUndefined();
    expect(await cache.delete('test:greeting')).toBe(true);
    expect(await cache.get('test:greeting')).toBeUndefined();
  });

  it('hands back stored bytes unchanged, as cached answers are kept as bytes', async () => {
    const cache = t.app.get(SharedCache);
    const bytes = Buffer.from(JSON.stringify({ title: 'Salmon & Rice — 30 lb', price: 54.99 }), 'utf8');
    await cache.set('test:bytes', { json: bytes });
    const back = await cache.get<{ json: Buffer }>('test:bytes');
    expect(Buffer.isBuffer(back?.json)).toBe(true);
    expect(back?.json.equals(bytes)).toBe(true);
  });

  it('uses Redis in the scale-out configuration and memory otherwise', async () => {
    expect(t.app.get(SharedCache).engine).toBe(usesRedis(t) ? 'redis' : 'memory');
    expect(await t.app.get(SharedCache).status()).toEqual({
      engine: t.app.get(SharedCache).engine,
      status: 'up',
    });
  });

  it('in memory, hands out the stored object itself (a hit copies no page bytes); Redis, an equal one', async () => {
    const cache = t.app.get(SharedCache);
    const page = { json: Buffer.alloc(64 * 1024, 'x') };
    await cache.set('test:page', page);
    const back = await cache.get('test:page');
    if (usesRedis(t)) expect(back).toEqual(page);
    else expect(back).toBe(page);
  });
});

function usesRedis(app: TestApp): boolean {
  return app.database.engine === 'postgres' && Boolean(process.env.TEST_REDIS_URL);
}

describe('in-memory cache bound (CACHE_MAX_MB)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CACHE_MAX_MB: '1', REDIS_URL: '' });
  });
  afterAll(() => t.close());

  it('keeps at most CACHE_MAX_MB of values, counted in bytes, dropping the least recently used first', async () => {
    const store = t.app.get<CacheStore>(CACHE_STORE) as MemoryCacheStore;
    const cache = t.app.get(SharedCache);
    const page = () => ({ json: Buffer.alloc(300 * 1024, 'x') });
    await cache.set('test:a', page());
    await cache.set('test:b', page());
    await cache.set('test:c', page());
    expect(await cache.get('test:a')).toBeDefined();
    await cache.set('test:d', page());
    expect(await cache.get('test:b')).toBeUndefined();
    expect(await cache.get('test:a')).toBeDefined();
    expect(await cache.get('test:d')).toBeDefined();
    expect(store.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
  });
});
