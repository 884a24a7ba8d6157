import { CACHE_MANAGER, type Cache } from '@nestjs/cache-manager';
import { startTestApp, type TestApp } from './support/test-app';

describe('shared cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores, reads, expires and deletes entries', async () => {
    const cache = t.app.get<Cache>(CACHE_MANAGER);
    await cache.set('test:greeting', { hello: 'world' });
    expect(await cache.get('test:greeting')).toEqual({ hello: 'world' });
    await cache.set('test:short', 1, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get('test:short')).toBeUndefined();
    expect(await cache.del('test:greeting')).toBe(true);
    expect(await cache.get('test:greeting')).toBeUndefined();
  });

  it('hands back stored bytes unchanged, as the catalogue keeps serialised answers', async () => {
    const cache = t.app.get<Cache>(CACHE_MANAGER);
    const bytes = Buffer.from(JSON.stringify({ title: 'Salmon & Rice — 30 lb', price: 54.99 }), 'utf8');
    await cache.set('test:bytes', bytes);
    const back = await cache.get<Buffer>('test:bytes');
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back?.equals(bytes)).toBe(true);
  });

  it('uses Redis in the scale-out configuration and memory otherwise', () => {
    const cache = t.app.get<Cache>(CACHE_MANAGER);
    const storeNames = cache.stores.map((keyv) => (keyv.store as object).constructor.name);
    expect(storeNames).toEqual([usesRedis(t) ? 'KeyvRedis' : 'KeyvCacheableMemory']);
  });

  it('in memory, hands out the stored object itself (a hit copies no page bytes); Redis, an equal one', async () => {
    const cache = t.app.get<Cache>(CACHE_MANAGER);
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

describe('in-memory cache bound (CACHE_MAX_ENTRIES)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CACHE_MAX_ENTRIES: '3', REDIS_URL: '' });
  });
  afterAll(() => t.close());

  it('keeps at most CACHE_MAX_ENTRIES entries, dropping the least recently used first', async () => {
    const cache = t.app.get<Cache>(CACHE_MANAGER);
    await cache.set('test:a', 'a');
    await cache.set('test:b', 'b');
    await cache.set('test:c', 'c');
    expect(await cache.get('test:a')).toBe('a');
    await cache.set('test:d', 'd');
    expect(await cache.get('test:b')).toBeUndefined();
    expect(await cache.get('test:a')).toBe('a');
    expect(await cache.get('test:c')).toBe('c');
    expect(await cache.get('test:d')).toBe('d');
  });
});
