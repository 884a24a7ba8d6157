import { Injectable } from '@nestjs/common';
import { SharedCache } from '../../platform/cache/shared-cache';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/**
 * The giving provider's reference data under `giving:v{version}:...` (see VersionedCache): store
 * configurations, which site has which store, the categories. Every product page and cart asks
 * for a donation, and each needs its store; an operator's change bumps the version.
 */
@Injectable()
export class GivingCache extends VersionedCache {
  constructor(cache: SharedCache) {
    super(cache, 'giving');
  }
}
