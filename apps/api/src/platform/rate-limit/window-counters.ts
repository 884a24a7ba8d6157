import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { Clock } from '../clock/clock';
import type { Env } from '../config/env.schema';
import { REDIS } from '../redis/redis.module';

/** Keys remembered in memory at most (each a few dozen bytes); the least recently counted go first. */
const MEMORY_MAX_KEYS = 100_000;

/** Where a key stands: events in its window, and how long until the window ends. */
export interface WindowCount {
  count: number;
  msLeft: number;
}

/** How long until a key over its limit may act again. */
export interface Blocked {
  retryAfterSeconds: number;
}

/**
 * Counts one event in the key's window and answers the count and the time left, in one round trip.
 * The window's end is kept in the key (a hash of count `c` and end `r`, in ms) and judged by the
 * app's clock passed in (ARGV[2]), not by Redis's own time: the injectable clock then rules both
 * stores alike, and the key's expiry only cleans it up when its window is over.
 */
const HIT_SCRIPT = `
local window = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local ends = tonumber(redis.call('HGET', KEYS[1], 'r'))
local count
if (not ends) or ends <= now then
  ends = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'c', 1, 'r', ends)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], ends - now)
return {count, ends - now}
`;

/**
 * A limit of `limit` events per key in a fixed window that starts with the key's first event:
 * failed sign-ins per account, reset mails per address, contact messages per email address.
 * Limits per client address on raw request volume are the HTTP edge's (rate-limiting.ts).
 */
export class WindowCounter {
  constructor(
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly store: WindowCounters,
  ) {}

  /** Null while the key is under its limit; otherwise how long it must wait. Counts nothing. */
  async blocked(key: string): Promise<Blocked | null> {
    const window = await this.store.read(this.keyOf(key));
    return window && window.count >= this.limit ? blockedFor(window) : null;
  }

  /** Counts one event of the key. */
  async record(key: string): Promise<void> {
    await this.store.hit(this.keyOf(key), this.windowMs);
  }

  /** Counts one event and refuses it (how long to wait) when it goes over the limit. */
  async take(key: string): Promise<Blocked | null> {
    const window = await this.store.hit(this.keyOf(key), this.windowMs);
    return window.count > this.limit ? blockedFor(window) : null;
  }

  /** Starts the key's count again (a successful sign-in). */
  async clear(key: string): Promise<void> {
    await this.store.clear(this.keyOf(key));
  }

  /** A digest, so neither Redis nor memory holds an email or a network address. */
  private keyOf(key: string): string {
    return `${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }
}

function blockedFor(window: WindowCount): Blocked {
  return { retryAfterSeconds: Math.max(1, Math.ceil(window.msLeft / 1000)) };
}

/**
 * Where WindowCounters keep their numbers: in Redis when REDIS_URL is set, so every API process
 * counts together (`{CACHE_NAMESPACE}:counters:` keys, expiring with their window); in a bounded
 * in-memory LRU otherwise, and also while Redis fails: these limits protect accounts and third
 * parties' inboxes, so they must hold per process during an outage rather than switch off.
 * Provide it in the module that counts; `counter()` makes one limit.
 */
@Injectable()
export class WindowCounters {
  private readonly logger = new Logger('WindowCounters');
  private readonly memory = new LRUCache<string, { count: number; resetAt: number }>({
    max: MEMORY_MAX_KEYS,
  });
  private readonly prefix: string;
  private redisFailing = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.prefix = `${config.get('CACHE_NAMESPACE', { infer: true })}:counters:`;
  }

  /** A limit of `limit` events per `windowMs`, under its own name (counters never share counts). */
  counter(name: string, limit: number, windowMs: number): WindowCounter {
    return new WindowCounter(name, limit, windowMs, this);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    if (this.redis) {
      try {
        const [count, msLeft] = (await this.redis.eval(
          HIT_SCRIPT,
          1,
          this.prefix + key,
          String(windowMs),
          String(this.now()),
        )) as [number, number];
        this.recovered();
        return { count, msLeft };
      } catch (error) {
        this.failed(error);
      }
    }
    const now = this.now();
    const current = this.memory.get(key);
    const window =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    this.memory.set(key, window);
    return { count: window.count, msLeft: window.resetAt - now };
  }

  async read(key: string): Promise<WindowCount | undefined> {
    if (this.redis) {
      try {
        const [count, ends] = await this.redis.hmget(this.prefix + key, 'c', 'r');
        this.recovered();
        const msLeft = Number(ends ?? 0) - this.now();
        // What was counted here while Redis failed still counts until its window ends.
        if (Number(count ?? 0) > 0 && msLeft > 0) return { count: Number(count), msLeft };
      } catch (error) {
        this.failed(error);
      }
    }
    return this.memoryRead(key);
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

  private memoryRead(key: string): WindowCount | undefined {
    const window = this.memory.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now) return undefined;
    return { count: window.count, msLeft: window.resetAt - now };
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private failed(error: unknown): void {
    if (!this.redisFailing)
      this.logger.warn(`Redis failed (${(error as Error).message}); counting in memory meanwhile`);
    this.redisFailing = true;
  }

  private recovered(): void {
    if (this.redisFailing) this.logger.log('Redis answers again; counting there');
    this.redisFailing = false;
  }
}
