import { ByteBoundedLru } from './byte-bounded-lru';

const lru = (max: number) => new ByteBoundedLru<string>(max, (v) => v.length);

describe('ByteBoundedLru', () => {
  it('evicts the least recently used entries once the byte budget is passed', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
    cache.set('c', 'cccc'); // 12 bytes: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
    expect(cache.size).toBe(2);
  });

  it('evicts as many as needed for a big entry, exactly at the budget', () => {
    const cache = lru(10);
    for (const k of ['a', 'b', 'c']) cache.set(k, k.repeat(3));
    cache.set('d', 'dddddddddd');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
  });

  it('does not keep a value larger than the budget, nor evict for it', () => {
    const cache = lru(10);
    cache.set('a', 'aaa');
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aaa');
  });

  it('replaces a key without counting it twice, and deletes', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.bytes).toBe(6);
    cache.delete('a');
    cache.delete('missing');
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});
