import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Cache } from 'cache-manager';

/** Operator tool behind POST /api/delete-cache-item: drops one key of the shared cache, any module's. */
@Injectable()
export class CacheItemService {
  private readonly logger = new Logger(CacheItemService.name);

  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  /**
   * True when nothing is cached under the key any more (deleted, or already absent); false when the
   * cache store failed (SPEC §8: 'Cache delete failure returns false'), which is logged.
   */
  async deleteCacheItem(cacheKey: string): Promise<boolean> {
    try {
      await this.cache.del(cacheKey);
      return true;
    } catch (error) {
      this.logger.warn(`Could not delete cache key '${cacheKey}': ${(error as Error).message}`);
      return false;
    }
  }
}
