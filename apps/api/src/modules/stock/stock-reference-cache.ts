import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/**
 * Warehouses and their ZIP coverage, under `stock:v{version}:...` (see VersionedCache): reference
 * data that every stock check, delivery date and ZIP check reads and that changes only when it is
 * seeded or edited. Inventory is live and never cached.
 */
@Injectable()
export class StockReferenceCache extends VersionedCache {
  constructor(@Inject(CACHE_MANAGER) cache: Cache) {
    super(cache, 'stock');
  }
}
