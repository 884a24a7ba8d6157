import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/** Content answers, per site, under `content:v{version}:{name}` (see VersionedCache). */
@Injectable()
export class ContentCache extends VersionedCache {
  constructor(@Inject(CACHE_MANAGER) cache: Cache) {
    super(cache, 'content');
  }
}
