import type { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';
import type { CacheStore } from './cache-store';
import { MemoryCacheStore } from './memory-cache-store';
import { SharedCache } from './shared-cache';
import { VersionedCache } from './versioned-cache';

class TestCache extends VersionedCache {
  constructor(cache: SharedCache, namespace: string) {
    super(cache, namespace);
  }
}

const config = { get: () => 60 } as unknown as ConfigService<Env, true>;

function sharedCache(store: CacheStore = new MemoryCacheStore(1024 * 1024)): SharedCache {
  return new SharedCache(store, config);
}

describe('VersionedCache', () => {
  let store: SharedCache;
  let cache: TestCache;
  let loads: number;
  const load = async () => {
    loads += 1;
    return { n: loads };
  };

  beforeEach(() => {
    store = sharedCache();
    cache = new TestCache(store, 'things');
    loads = 0;
  });

  it('readEach loads only the names it does not hold, all in one load, and keeps only what was found', async () => {
    const asked: string[][] = [];
    const loadSome = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.filter((name) => name !== 'ghost').map((name) => [name, { name }]));
    };
    expect(await cache.readEach(['a', 'b'], loadSome)).toEqual(
      new Map([
        ['a', { name: 'a' }],
        ['b', { name: 'b' }],
      ]),
    );
    const next = await cache.readEach(['a', 'b', 'c', 'ghost'], loadSome);
    expect([...next.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'ghost'],
    ]);
    // A name nobody answered is never kept: asked for again, it is loaded again.
    await cache.readEach(['ghost'], loadSome);
    expect(asked.at(-1)).toEqual(['ghost']);
    // A bump drops every entry at once.
    await cache.bump();
    await cache.readEach(['a'], loadSome);
    expect(asked.at(-1)).toEqual(['a']);
  });

  it('loads once, then answers from the store under the namespace and version', async () => {
    expect(await cache.read('a', load)).toEqual({ n: 1 });
    expect(await cache.read('a', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
    expect(await cache.keyFor('a')).toBe(`things:v${await cache.version()}:a`);
  });

  it('shares one load between concurrent misses', async () => {
    await Promise.all([cache.read('a', load), cache.read('a', load), cache.read('a', load)]);
    expect(loads).toBe(1);
  });

  it('bump makes every answer miss', async () => {
    await cache.read('a', load);
    await cache.bump();
    expect(await cache.read('a', load)).toEqual({ n: 2 });
  });

  it('a deleted version key starts a new version that never matches the old answers', async () => {
    await cache.read('a', load);
    const before = await cache.version();
    await store.delete(cache.versionKey);
    expect(await cache.version()).not.toBe(before);
    expect(await cache.read('a', load)).toEqual({ n: 2 });
  });

  it('stores nothing when the load throws', async () => {
    const failing = async () => {
      loads += 1;
      throw new Error('not found');
    };
    await expect(cache.read('a', failing)).rejects.toThrow('not found');
    expect(await cache.read('a', load)).toEqual({ n: 2 });
  });

  it('keeps namespaces apart: one bump leaves the other namespace cached', async () => {
    const other = new TestCache(store, 'others');
    await cache.read('a', load);
    await other.read('a', load);
    await other.bump();
    expect(await cache.read('a', load)).toEqual({ n: 1 });
    expect(await other.read('a', load)).toEqual({ n: 3 });
  });

  it('find reads what is stored under the current version, and nothing after a bump', async () => {
    expect(await cache.find('a')).toBeUndefined();
    await cache.read('a', load);
    expect(await cache.find('a')).toEqual({ n: 1 });
    await cache.bump();
    expect(await cache.find('a')).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('find never creates a version: without one there is no answer', async () => {
    expect(await cache.find('a')).toBeUndefined();
    expect(await store.get(cache.versionKey)).toBeUndefined();
  });

  it('storeAt under a key taken before a bump leaves the value unreachable, never current', async () => {
    const key = await cache.keyFor('a');
    await cache.bump();
    await cache.storeAt(key, { n: 'loaded before the bump' });
    expect(await cache.find('a')).toBeUndefined();
    await cache.storeAt(await cache.keyFor('a'), { n: 'fresh' });
    expect(await cache.find('a')).toEqual({ n: 'fresh' });
  });

  it('with a failing store, every read is answered by its load and nothing throws', async () => {
    const broken: CacheStore = {
      engine: 'redis',
      get: () => Promise.reject(new Error('connection refused')),
      set: () => Promise.reject(new Error('connection refused')),
      delete: () => Promise.reject(new Error('connection refused')),
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const shared = sharedCache(broken);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const degraded = new TestCache(shared, 'things');
    expect(await degraded.read('a', load)).toEqual({ n: 1 });
    expect(await degraded.read('a', load)).toEqual({ n: 2 });
    expect(await degraded.find('a')).toBeUndefined();
    await expect(degraded.bump()).resolves.toBeUndefined();
    expect(await shared.status()).toEqual({ engine: 'redis', status: 'degraded' });
  });
});
