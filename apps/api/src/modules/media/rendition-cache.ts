import { LRUCache } from 'lru-cache';

/**
 * Recent renditions by key, bounded by the bytes they hold rather than their count (one 3 MB
 * AVIF must weigh more than forty thumbnails). Requests for a key that is being rendered wait
 * for that render instead of starting their own.
 */
export class RenditionCache<V extends { data: Buffer }> {
  private readonly lru: LRUCache<string, V, () => Promise<V>>;

  constructor(readonly maxBytes: number) {
    this.lru = new LRUCache<string, V, () => Promise<V>>({
      maxSize: maxBytes,
      // lru-cache refuses a size of 0, and an empty entry still costs its slot.
      sizeCalculation: (value) => Math.max(1, value.data.byteLength),
      fetchMethod: (_key, _stale, { context }) => context(),
      // A render pushed out of the cache while it runs must still answer the requests waiting on it.
      ignoreFetchAbort: true,
    });
  }

  /** Bytes held by finished renditions (each render in progress counts 1). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /**
   * The cached value of `key`, else the result of `render`, shared by every caller that asks
   * while it runs. A failed render is not kept, so the next request tries again; a value bigger
   * than the whole budget is returned but not kept, as it would only evict everything else.
   */
  async get(key: string, render: () => Promise<V>): Promise<V> {
    const value = await this.lru.fetch(key, { context: render });
    // fetch() resolves undefined only for an aborted render that gave nothing, which render never does.
    if (value === undefined) throw new Error(`The rendition ${key} was abandoned`);
    return value;
  }
}
