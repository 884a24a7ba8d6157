import type { Cache } from 'cache-manager';
import { randomBytes } from 'node:crypto';

/** Kept until bumped or deleted; the answers under it expire with the cache's normal TTL. */
const NEVER_EXPIRES = 0;

/**
 * A module's read cache in the shared cache-manager store: every answer is stored under
 * `{namespace}:v{version}:{name}`, and the version lives in the shared store itself, so one bump
 * after a write makes every process miss and rebuild, without listing keys. The version is a fresh
 * random token rather than a counter: if its entry is ever deleted (POST /api/delete-cache-item)
 * or evicted, the new one can never match keys written before it. Modules subclass it with their
 * namespace (CatalogCache, ContentCache) so each has its own version and provider.
 */
export abstract class VersionedCache {
  /** Deleting this key, or bump(), drops every answer of the namespace at once. */
  readonly versionKey: string;
  private creating: Promise<string> | undefined;

  protected constructor(
    private readonly cache: Cache,
    private readonly namespace: string,
  ) {
    this.versionKey = `${namespace}:version`;
  }

  /**
   * The answer cached under `name`, or `load`'s, stored for the next caller; concurrent misses in
   * one process share one load. A load that throws (a 404, say) stores nothing, so misses never
   * fill the cache.
   */
  async read<T>(name: string, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(await this.keyFor(name), load);
  }

  /**
   * The answer stored under `name` right now, if any. Reads only: nothing is loaded, and with no
   * version yet (or an unreachable store) there is simply no answer, rather than a new version.
   */
  async find<T>(name: string): Promise<T | undefined> {
    const version = await this.cache.get<string>(this.versionKey);
    if (typeof version !== 'string') return undefined;
    return (await this.cache.get<T>(this.keyAt(version, name))) ?? undefined;
  }

  /**
   * Stores `value` under a full key taken from keyFor *before* the value was loaded. Data read
   * after the version was taken is at least as new as that version, so a bump in between can only
   * leave the value under a key nobody reads any more, never stale data under the current one.
   */
  async storeAt(key: string, value: unknown): Promise<void> {
    await this.cache.set(key, value);
  }

  /** The full key an answer is stored under right now, e.g. content:v{token}:header:DTC. */
  async keyFor(name: string): Promise<string> {
    return this.keyAt(await this.version(), name);
  }

  private keyAt(version: string, name: string): string {
    return `${this.namespace}:v${version}:${name}`;
  }

  /** Call after any write to the namespace's data: every cached answer becomes unreachable. */
  async bump(): Promise<void> {
    await this.cache.set(this.versionKey, newToken(), NEVER_EXPIRES);
  }

  /**
   * The current version token, created on first use. Requests that find none at the same time
   * share one new token; otherwise each would store its answer under a version of its own.
   */
  async version(): Promise<string> {
    const current = await this.cache.get<string>(this.versionKey);
    if (typeof current === 'string') return current;
    this.creating ??= this.startVersion().finally(() => {
      this.creating = undefined;
    });
    return this.creating;
  }

  private async startVersion(): Promise<string> {
    const fresh = newToken();
    await this.cache.set(this.versionKey, fresh, NEVER_EXPIRES);
    return fresh;
  }
}

function newToken(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
