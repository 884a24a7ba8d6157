import { Injectable } from '@nestjs/common';
import { SharedCache } from '../../platform/cache/shared-cache';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/**
 * Warehouses and their ZIP coverage, under `stock:v{version}:...` (see VersionedCache): reference
 * data that every stock check, delivery date and ZIP check reads and that changes only when it is
 * seeded or edited. Inventory is live and never cached.
 */
@Injectable()
export class StockReferenceCache extends VersionedCache {
  constructor(cache: SharedCache) {
    super(cache, 'stock');
  }
}
