/**
 * Least-recently-used map bounded by the bytes its values hold, not by their count: one 3 MB
 * AVIF must weigh more than forty 60 KB thumbnails. A Map keeps insertion order, so re-inserting
 * on read makes the first key the least recently used.
 */
export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** A value bigger than the whole budget is not kept: it would only evict everything else. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.used += bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(old);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= this.sizeOf(value);
  }
}
