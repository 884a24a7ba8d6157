import { RenditionCache } from './rendition-cache';

const image = (bytes: number, tag = '') => ({ data: Buffer.alloc(bytes), tag });
type Image = ReturnType<typeof image>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RenditionCache', () => {
  it('renders a key once and answers later requests from memory', async () => {
    const cache = new RenditionCache<Image>(100);
    const render = jest.fn(async () => image(10, 'a'));
    expect((await cache.get('a', render)).tag).toBe('a');
    expect((await cache.get('a', render)).tag).toBe('a');
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.bytes).toBe(10);
  });

  it('shares one render between requests that arrive while it runs', async () => {
    const cache = new RenditionCache<Image>(100);
    const pending = deferred<Image>();
    const render = jest.fn(() => pending.promise);
    const waiting = [cache.get('a', render), cache.get('a', render), cache.get('a', render)];
    pending.resolve(image(10, 'shared'));
    const results = await Promise.all(waiting);
    expect(results.map((r) => r.tag)).toEqual(['shared', 'shared', 'shared']);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('evicts the least recently used renditions once their bytes pass the budget', async () => {
    const cache = new RenditionCache<Image>(25);
    const render = jest.fn(async () => image(10));
    await cache.get('a', render);
    await cache.get('b', render);
    await cache.get('a', render); // a is now the most recent
    await cache.get('c', render); // 30 bytes: b goes
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get('a', render);
    await cache.get('c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get('b', render);
    expect(render).toHaveBeenCalledTimes(4);
    expect(cache.bytes).toBeLessThanOrEqual(25);
  });

  it('answers but does not keep a rendition bigger than the whole budget', async () => {
    const cache = new RenditionCache<Image>(25);
    const small = jest.fn(async () => image(10, 'small'));
    const huge = jest.fn(async () => image(26, 'huge'));
    await cache.get('small', small);
    expect((await cache.get('huge', huge)).tag).toBe('huge');
    await cache.get('huge', huge);
    expect(huge).toHaveBeenCalledTimes(2);
    await cache.get('small', small);
    expect(small).toHaveBeenCalledTimes(1);
  });

  it('hands a failed render’s error to everyone waiting, and tries again on the next request', async () => {
    const cache = new RenditionCache<Image>(100);
    const pending = deferred<Image>();
    const waiting = [cache.get('a', () => pending.promise), cache.get('a', () => pending.promise)];
    pending.reject(new Error('not an image'));
    for (const result of waiting) await expect(result).rejects.toThrow('not an image');
    expect((await cache.get('a', async () => image(5, 'second try'))).tag).toBe('second try');
  });

  it('still answers the requests of a render pushed out of the cache while it runs', async () => {
    const cache = new RenditionCache<Image>(15);
    const slow = deferred<Image>();
    const waiting = [cache.get('slow', () => slow.promise), cache.get('slow', () => slow.promise)];
    await cache.get('b', async () => image(8));
    await cache.get('c', async () => image(8)); // over budget: the oldest entry, slow's, is evicted
    slow.resolve(image(4, 'slow'));
    expect((await Promise.all(waiting)).map((r) => r.tag)).toEqual(['slow', 'slow']);
  });
});
