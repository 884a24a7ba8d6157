import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { REDIS } from '../../platform/redis/redis.module';

/** Keys remembered in memory at most (each a few dozen bytes); the oldest go first. */
const MEMORY_MAX_KEYS = 100_000;

interface Window {
  count: number;
  resetAt: number;
}

/** How long until a blocked key may try again. */
export interface Blocked {
  retryAfterSeconds: number;
}

/**
 * Counts failures (wrong passwords, bad reset tokens) per key in a fixed window that starts at
 * the first failure, and says when a key has reached its limit. Counters live in Redis when it is
 * configured, so every API process counts together; in a bounded in-memory LRU otherwise, and
 * also while Redis fails (a throttle must not switch off because Redis did). Keys are hashed
 * before they are stored, so Redis holds no email addresses.
 */
export class FailureCounter {
  constructor(
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly store: FailureStore,
  ) {}

  /** Null while the key may still try; otherwise how long it must wait. */
  async blocked(key: string): Promise<Blocked | null> {
    const window = await this.store.read(this.keyOf(key));
    if (!window || window.count < this.limit) return null;
    return { retryAfterSeconds: Math.max(1, Math.ceil(window.msLeft / 1000)) };
  }

  async record(key: string): Promise<void> {
    await this.store.increment(this.keyOf(key), this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }
}

interface StoredWindow {
  count: number;
  msLeft: number;
}

/** Where FailureCounters keep their numbers; one per app. */
@Injectable()
export class FailureStore {
  private readonly logger = new Logger('FailureCounter');
  private readonly memory = new LRUCache<string, Window>({ max: MEMORY_MAX_KEYS });
  private readonly prefix: string;
  private redisFailing = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.prefix = `${config.get('CACHE_NAMESPACE', { infer: true })}:failures:`;
  }

  /** A counter of `limit` failures per `windowMs`, under its own name. */
  counter(name: string, limit: number, windowMs: number): FailureCounter {
    return new FailureCounter(name, limit, windowMs, this);
  }

  async read(key: string): Promise<StoredWindow | undefined> {
    if (this.redis) {
      try {
        const [count, msLeft] = await this.redisRead(this.redis, this.prefix + key);
        this.recovered();
        return count === 0 ? this.memoryRead(key) : { count, msLeft };
      } catch (error) {
        this.failed(error);
      }
    }
    return this.memoryRead(key);
  }

  async increment(key: string, windowMs: number): Promise<void> {
    if (this.redis) {
      try {
        // The window starts at the first failure: SET NX sets its expiry once, INCR keeps it.
        await this.redis
          .multi()
          .set(this.prefix + key, '0', 'PX', windowMs, 'NX')
          .incr(this.prefix + key)
          .exec();
        this.recovered();
        return;
      } catch (error) {
        this.failed(error);
      }
    }
    const now = this.clock.now().getTime();
    const current = this.memory.get(key);
    if (current && current.resetAt > now) current.count += 1;
    else this.memory.set(key, { count: 1, resetAt: now + windowMs });
  }

  async clear(key: string): Promise<void> {
    this.memory.delete(key);
    if (this.redis) {
      try {
        await this.redis.del(this.prefix + key);
      } catch (error) {
        this.failed(error);
      }
    }
  }

  private memoryRead(key: string): StoredWindow | undefined {
    const window = this.memory.get(key);
    const now = this.clock.now().getTime();
    if (!window || window.resetAt <= now) return undefined;
    return { count: window.count, msLeft: window.resetAt - now };
  }

  private async redisRead(redis: Redis, key: string): Promise<[number, number]> {
    const results = await redis.multi().get(key).pttl(key).exec();
    if (!results) throw new Error('transaction discarded');
    for (const [error] of results) if (error) throw error;
    return [Number(results[0][1] ?? 0), Number(results[1][1])];
  }

  private failed(error: unknown): void {
    if (!this.redisFailing)
      this.logger.warn(`Counting failures in memory: Redis failed (${(error as Error).message})`);
    this.redisFailing = true;
  }

  private recovered(): void {
    this.redisFailing = false;
  }
}
