import { Injectable } from '@nestjs/common';
import { SharedCache } from '../../platform/cache/shared-cache';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/**
 * The reviews' read cache (`reviews:v{version}:...`): the public answers (a product's reviews and
 * summary, cards' ratings) are kept by the HTTP edge in it, like the catalogue's, and a moderation,
 * a reply or a withdrawn review bumps it. Helpful votes do not: a count may be a cache lifetime old
 * on the page, and the voter sees the new count in their own answer.
 */
@Injectable()
export class ReviewsCache extends VersionedCache {
  constructor(cache: SharedCache) {
    super(cache, 'reviews');
  }
}
