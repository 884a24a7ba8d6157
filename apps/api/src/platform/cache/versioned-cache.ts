import { randomBytes } from 'node:crypto';
import { InFlight } from './in-flight';
import type { SharedCache } from './shared-cache';

/** Kept until bumped or deleted; the answers under it expire with the cache's normal TTL. */
const NEVER_EXPIRES = 0;

/**
 * A module's read cache in the shared cache: every value is stored under
 * `{namespace}:v{version}:{name}`, and the version lives in the shared cache itself, so one bump
 * after a write makes every process miss and rebuild, without listing keys. The version is a fresh
 * random token rather than a counter: if its entry is ever deleted (POST /api/delete-cache-item)
 * or evicted, the new one can never match keys written before it. Modules subclass it with their
 * namespace (CatalogCache, ContentCache, StockReferenceCache) so each has its own version.
 */
export abstract class VersionedCache {
  /** Deleting this key, or bump(), drops every value of the namespace at once. */
  readonly versionKey: string;
  private readonly loads = new InFlight<unknown>();
  private readonly versions = new InFlight<string>();

  protected constructor(
    private readonly shared: SharedCache,
    private readonly namespace: string,
  ) {
    this.versionKey = `${namespace}:version`;
  }

  /**
   * The value cached under `name`, or `load`'s, stored for the next caller; concurrent misses in
   * one process share one load. A load that throws (a 404, say) stores nothing, so misses never
   * fill the cache.
   */
  async read<T>(name: string, load: () => Promise<T>): Promise<T> {
    const key = await this.keyFor(name);
    const hit = await this.shared.get<T>(key);
    if (hit !== undefined) return hit;
    return this.loads.run(key, async () => {
      const value = await load();
      await this.shared.set(key, value);
      return value;
    }) as Promise<T>;
  }

  /**
   * The values cached under each of `names`, and for those missing one `load` of all of them, each
   * stored for the next caller (under the version taken before the load, as `storeAt` explains). A
   * name `load` leaves out is answered by nobody and stores nothing, so misses never fill the cache.
   * For entries read one by one and asked for in changing sets (a cart's variants).
   */
  async readEach<T>(
    names: readonly string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
  ): Promise<Map<string, T>> {
    const version = await this.version();
    const keys = names.map((name) => this.keyAt(version, name));
    const hits = await Promise.all(keys.map((key) => this.shared.get<T>(key)));
    const found = new Map<string, T>();
    const missing: string[] = [];
    names.forEach((name, i) => {
      const hit = hits[i];
      if (hit === undefined) missing.push(name);
      else found.set(name, hit);
    });
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    await Promise.all(
      missing.map((name) => {
        const value = loaded.get(name);
        if (value === undefined) return undefined;
        found.set(name, value);
        return this.shared.set(this.keyAt(version, name), value);
      }),
    );
    return found;
  }

  /**
   * The value stored under `name` right now, if any. Reads only: nothing is loaded, and with no
   * version yet (or an unreachable store) there is simply no value, rather than a new version.
   */
  async find<T>(name: string): Promise<T | undefined> {
    const version = await this.shared.get<string>(this.versionKey);
    if (typeof version !== 'string') return undefined;
    return this.shared.get<T>(this.keyAt(version, name));
  }

  /**
   * Stores `value` under a full key taken from keyFor *before* the value was loaded. Data read
   * after the version was taken is at least as new as that version, so a bump in between can only
   * leave the value under a key nobody reads any more, never stale data under the current one.
   */
  async storeAt(key: string, value: unknown): Promise<void> {
    await this.shared.set(key, value);
  }

  /** The full key a value is stored under right now, e.g. content:v{token}:header:DTC. */
  async keyFor(name: string): Promise<string> {
    return this.keyAt(await this.version(), name);
  }

  private keyAt(version: string, name: string): string {
    return `${this.namespace}:v${version}:${name}`;
  }

  /** Call after any write to the namespace's data: every cached value becomes unreachable. */
  async bump(): Promise<void> {
    await this.shared.set(this.versionKey, newToken(), NEVER_EXPIRES);
  }

  /**
   * The current version token, created on first use. Requests that find none at the same time
   * share one new token; otherwise each would store its answer under a version of its own.
   */
  async version(): Promise<string> {
    const current = await this.shared.get<string>(this.versionKey);
    if (typeof current === 'string') return current;
    return this.versions.run(this.versionKey, async () => {
      const fresh = newToken();
      await this.shared.set(this.versionKey, fresh, NEVER_EXPIRES);
      return fresh;
    });
  }
}

function newToken(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
