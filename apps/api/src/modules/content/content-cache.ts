import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';

/** Deleting this key (or bumping it) drops every cached content answer at once. */
export const CONTENT_CACHE_VERSION_KEY = 'content:version';

/** Kept until bumped or deleted; the answers under it expire with the cache's normal TTL. */
const NEVER_EXPIRES = 0;

/**
 * Content answers cached under `content:v{n}:...`, where n lives in the cache itself: bumping it
 * invalidates every answer in every process sharing the cache, without listing keys.
 */
@Injectable()
export class ContentCache {
  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  /** The cached answer under `name`, or `load()`'s, cached unless it is undefined (a miss). */
  async read<T>(name: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const key = await this.keyFor(name);
    const hit = await this.cache.get<{ value: T }>(key);
    if (hit) return hit.value;
    const value = await load();
    if (value !== undefined) await this.cache.set(key, { value });
    return value;
  }

  /** The full cache key an answer is stored under right now, e.g. content:v7:header:DTC. */
  async keyFor(name: string): Promise<string> {
    return `content:v${await this.version()}:${name}`;
  }

  /** Call after any write to content tables. */
  async bump(): Promise<void> {
    await this.cache.set(CONTENT_CACHE_VERSION_KEY, (await this.version()) + 1, NEVER_EXPIRES);
  }

  /**
   * A lost version key (deleted, evicted, a fresh Redis) restarts from the clock rather than 0,
   * so an answer cached under an older version is never read again.
   */
  private async version(): Promise<number> {
    const stored = await this.cache.get<number>(CONTENT_CACHE_VERSION_KEY);
    if (typeof stored === 'number') return stored;
    const fresh = Date.now();
    await this.cache.set(CONTENT_CACHE_VERSION_KEY, fresh, NEVER_EXPIRES);
    return fresh;
  }
}
