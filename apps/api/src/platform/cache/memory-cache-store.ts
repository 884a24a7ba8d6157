import { LRUCache } from 'lru-cache';
import type { CacheStore } from './cache-store';

/**
 * The embedded default: an LRU bounded by bytes (CACHE_MAX_MB), so a flood of distinct listing
 * URLs cannot grow the process without limit (an entry bound let ~2,300 cached pages take 740 MB).
 * Values are handed out by reference, never copied: cached answers are read-only, and a copy would
 * duplicate a page's bytes on every hit.
 */
export class MemoryCacheStore implements CacheStore {
  readonly engine = 'memory' as const;
  private readonly entries: LRUCache<string, object | string | number | boolean>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: approximateSize });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    if (value === undefined || value === null) {
      this.entries.delete(key);
      return;
    }
    this.entries.set(key, value as object, { ttl: ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async ping(): Promise<void> {
    return undefined;
  }

  /** Bytes the entries are counted at, for tests and diagnostics. */
  get calculatedSize(): number {
    return this.entries.calculatedSize;
  }
}

/** Fixed cost of an entry beyond its payload (key, bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 64;

/**
 * What a value costs in memory, near enough to bound the cache: the bytes of stored buffers (a
 * cached answer's JSON and its encodings), two bytes per character of text, and the JSON length of
 * anything else. Computed once, when the value is stored.
 */
export function approximateSize(value: unknown): number {
  return ENTRY_OVERHEAD_BYTES + payloadSize(value);
}

function payloadSize(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (Buffer.isBuffer(value)) return value.byteLength;
  if (typeof value !== 'object' || value === null) return 8;
  const buffers = Object.values(value).filter((part): part is Buffer => Buffer.isBuffer(part));
  if (buffers.length > 0) return buffers.reduce((sum, part) => sum + part.byteLength, 0);
  return (JSON.stringify(value)?.length ?? 0) * 2;
}
