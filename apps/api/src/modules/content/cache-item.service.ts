import { Injectable } from '@nestjs/common';
import { SharedCache } from '../../platform/cache/shared-cache';

/** Operator tool behind POST /api/delete-cache-item: drops one key of the shared cache, any module's. */
@Injectable()
export class CacheItemService {
  constructor(private readonly cache: SharedCache) {}

  /**
   * True when nothing is cached under the key any more (deleted, or already absent); false when the
   * cache store failed (SPEC §8: 'Cache delete failure returns false'), which SharedCache logs.
   */
  deleteCacheItem(cacheKey: string): Promise<boolean> {
    return this.cache.delete(cacheKey);
  }
}
