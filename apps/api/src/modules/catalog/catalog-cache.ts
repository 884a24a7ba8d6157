import { CACHE_MANAGER, type Cache } from '@nestjs/cache-manager';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { type JsonBytes, toJsonBytes } from '../../platform/http/json-bytes';

const VERSION_KEY = 'catalog:version';

/**
 * The catalogue's read cache. Every answer is stored under `catalog:v{version}:...`, and the
 * version lives in the shared cache itself, so one bump after a write makes every process miss
 * and rebuild. The version is a fresh random token rather than a counter: if the version entry is
 * ever evicted, the new one can never match keys written before it.
 */
@Injectable()
export class CatalogCache {
  constructor(@Inject(CACHE_MANAGER) private readonly cache: Cache) {}

  /** The cached answer for `kind` + `params`, or `load`'s answer, stored for the next caller. */
  async read<T>(kind: string, params: unknown, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`catalog:v${await this.version()}:${kind}:${keyOf(params)}`, load);
  }

  /**
   * Like read, but keeps the answer serialised and compressed (JsonBytes): a hit hands back bytes
   * ready to send, without serialising or compressing again. For answers sent to clients as they are.
   */
  async readJson<T>(kind: string, params: unknown, load: () => Promise<T>): Promise<JsonBytes<T>> {
    // The stored shape is named in the key, so a process of another release never reads it.
    return this.read(`${kind}:json+br+gzip`, params, async () => toJsonBytes(await load()));
  }

  /** Call after any write to catalogue data: every cached answer becomes unreachable. */
  async bump(): Promise<void> {
    await this.cache.set(VERSION_KEY, newToken(), 0);
  }

  /** The current version token (created on first use). */
  async version(): Promise<string> {
    const current = await this.cache.get<string>(VERSION_KEY);
    if (current) return current;
    const fresh = newToken();
    await this.cache.set(VERSION_KEY, fresh, 0);
    return fresh;
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

function newToken(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
