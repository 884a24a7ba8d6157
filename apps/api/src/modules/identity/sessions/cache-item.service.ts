import { Injectable } from '@nestjs/common';
import { sessionCacheKey } from '@shop/identity';
import type { FastifyRequest } from 'fastify';
import { SharedCache } from '../../../platform/cache/shared-cache';
import { OperatorToken } from '../../../platform/operator/operator-only';
import { SessionAuthenticator } from '../../../platform/auth';

/**
 * POST /api/delete-cache-item (SPEC §7, §4 'Logout deletes the server session cache entry'): an
 * operator (Bearer OPERATOR_TOKEN) may drop any key of the shared cache; a signed-in customer
 * exactly their own session's entry (`session:{sessionId}`); anyone else nothing, answered with
 * `false` like a failed delete, so the call tells a stranger nothing about the cache.
 */
@Injectable()
export class CacheItemService {
  constructor(
    private readonly cache: SharedCache,
    private readonly operator: OperatorToken,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  /**
   * True when nothing is cached under the key any more (deleted, or already absent); false when
   * the caller may not delete it or the cache store failed (SPEC §8: 'Cache delete failure
   * returns false'), which SharedCache logs.
   */
  async deleteCacheItem(request: FastifyRequest, cacheKey: string): Promise<boolean> {
    if (this.operator.matches(request.headers.authorization)) return this.cache.delete(cacheKey);
    const signedIn = await this.authenticator.optional(request);
    if (signedIn && cacheKey === sessionCacheKey(signedIn.session.caller.sessionId))
      return this.cache.delete(cacheKey);
    return false;
  }
}
