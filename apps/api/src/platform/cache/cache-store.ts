/** Where cached values live: this process's memory, or a Redis shared by every API process. */
export type CacheEngine = 'memory' | 'redis';

/**
 * The storage behind SharedCache. Implementations may throw (Redis down, a command timing out);
 * SharedCache turns that into a miss, so a cache problem never becomes a failed request.
 */
export interface CacheStore {
  readonly engine: CacheEngine;
  get<T>(key: string): Promise<T | undefined>;
  /** `ttlMs` 0 keeps the value until it is deleted or evicted. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers; readiness calls it so a recovery shows without traffic. */
  ping(): Promise<void>;
}

export const CACHE_STORE = Symbol('CACHE_STORE');
