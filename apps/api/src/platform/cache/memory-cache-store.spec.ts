import { approximateSize, MemoryCacheStore } from './memory-cache-store';

describe('approximateSize', () => {
  it('counts an answer kept as bytes by its buffers', () => {
    const answer = { json: Buffer.alloc(1000), br: Buffer.alloc(100), gzip: Buffer.alloc(200), etag: '"x"' };
    expect(approximateSize(answer)).toBe(64 + 1300);
  });

  it('counts text at two bytes a character and other values by their JSON', () => {
    expect(approximateSize('abcd')).toBe(64 + 8);
    expect(approximateSize({ title: 'x'.repeat(100) })).toBe(
      64 + 2 * JSON.stringify({ title: 'x'.repeat(100) }).length,
    );
  });
});

describe('MemoryCacheStore', () => {
  it('evicts the least recently used entries once the byte budget is spent', async () => {
    const store = new MemoryCacheStore(3 * (64 + 1000));
    const entry = () => ({ json: Buffer.alloc(1000) });
    await store.set('a', entry(), 0);
    await store.set('b', entry(), 0);
    await store.set('c', entry(), 0);
    await store.get('a');
    await store.set('d', entry(), 0);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(store.calculatedSize).toBeLessThanOrEqual(3 * (64 + 1000));
  });

  it('never keeps a value larger than the whole budget', async () => {
    const store = new MemoryCacheStore(1000);
    await store.set('huge', { json: Buffer.alloc(5000) }, 0);
    expect(await store.get('huge')).toBeUndefined();
  });

  it('expires an entry after its ttl', async () => {
    const store = new MemoryCacheStore(10_000);
    await store.set('short', 'x', 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await store.get('short')).toBeUndefined();
  });
});
