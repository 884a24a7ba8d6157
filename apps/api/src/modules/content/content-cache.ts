import { Injectable } from '@nestjs/common';
import { SharedCache } from '../../platform/cache/shared-cache';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/** Content answers, per site, under `content:v{version}:{name}` (see VersionedCache). */
@Injectable()
export class ContentCache extends VersionedCache {
  constructor(cache: SharedCache) {
    super(cache, 'content');
  }
}
