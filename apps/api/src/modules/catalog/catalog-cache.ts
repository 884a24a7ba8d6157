import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { SharedCache } from '../../platform/cache/shared-cache';
import { VersionedCache } from '../../platform/cache/versioned-cache';

/** The catalogue's read cache: `catalog:v{version}:{kind}:{parameters}` (see VersionedCache). */
@Injectable()
export class CatalogCache extends VersionedCache {
  constructor(cache: SharedCache) {
    super(cache, 'catalog');
  }

  /** The cached answer for `kind` + `params`, or `load`'s answer, stored for the next caller. */
  readAnswer<T>(kind: string, params: unknown, load: () => Promise<T>): Promise<T> {
    return this.read(`${kind}:${keyOf(params)}`, load);
  }

  /**
   * The value cached for `kind` + `params`, if any, and how to store one loaded now: under the key
   * taken before the load, so a bump in between can never leave stale data readable. For values a
   * load may or may not bring along (a listing's count comes with its first page's statement).
   */
  async lookUp<T>(kind: string, params: unknown): Promise<{ value?: T; store: (value: T) => Promise<void> }> {
    const name = `${kind}:${keyOf(params)}`;
    const key = await this.keyFor(name);
    const value = await this.find<T>(name);
    return { value, store: (loaded) => this.storeAt(key, loaded) };
  }
}

/** Longer parameter texts (a long handle list) are hashed to keep keys short. */
const MAX_PLAIN_KEY_LENGTH = 200;

/**
 * The parameters as they name a cache entry: their JSON itself when short (most reads; hashing
 * it cost more than the rest of a cache hit's lookup), else its SHA-256. Every caller passes an
 * object or array, whose JSON starts with '{' or '[', which base64url never does: no collisions.
 */
function keyOf(params: unknown): string {
  const text = JSON.stringify(params) ?? 'undefined';
  return text.length <= MAX_PLAIN_KEY_LENGTH ? text : createHash('sha256').update(text).digest('base64url');
}
