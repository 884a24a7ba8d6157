import type { Redis } from 'ioredis';
import { deserialize, serialize } from 'node:v8';
import type { CacheStore } from './cache-store';

/**
 * The scale-out store: one Redis shared by every API process, so they share answers and see each
 * other's invalidations. Values go through V8's structured serialisation, which keeps Buffers
 * (cached answers' bytes), Dates and nested objects as they were, with no base64 or JSON pass.
 * Every key is prefixed with CACHE_NAMESPACE so deployments can share one Redis.
 *
 * Commands fail fast rather than wait: the connection has no offline queue and a command timeout
 * (see RedisConnection), so a Redis outage costs a request milliseconds, not seconds.
 */
export class RedisCacheStore implements CacheStore {
  readonly engine = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.getBuffer(this.keyOf(key));
    return raw ? (deserialize(raw) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const raw = serialize(value);
    if (ttlMs > 0) await this.redis.set(this.keyOf(key), raw, 'PX', ttlMs);
    else await this.redis.set(this.keyOf(key), raw);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  private keyOf(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
