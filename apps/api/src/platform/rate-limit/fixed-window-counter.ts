import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Where a key stands after one more hit: hits in the current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface FixedWindowCounterOptions {
  /** Counters live here when set, so every API process counts together; in memory otherwise. */
  redis: Redis | null;
  /** Key prefix in Redis ('{CACHE_NAMESPACE}:contact-email:'). */
  prefix: string;
  windowMs: number;
  /** Keys kept in memory at most (least recently hit go first). */
  maxKeys?: number;
  now?: () => number;
}

/** INCR, starting the window's expiry on the first hit; returns the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counts hits per key in fixed windows, for limits a service keeps on a business key (messages
 * per email address) rather than per client address (the HTTP edge's job). In Redis when
 * configured, with one script so the count and its expiry are set together; a failing Redis falls
 * back to this process's own counters, so the limit still holds per process during an outage
 * instead of becoming no limit at all.
 */
export class FixedWindowCounter {
  private readonly logger = new Logger('FixedWindowCounter');
  private readonly local: LRUCache<string, { count: number; resetAt: number }>;
  private readonly now: () => number;
  private redisFailing = false;

  constructor(private readonly options: FixedWindowCounterOptions) {
    this.now = options.now ?? Date.now;
    this.local = new LRUCache({ max: options.maxKeys ?? 10_000 });
  }

  async hit(key: string): Promise<WindowCount> {
    const redis = this.options.redis;
    if (redis) {
      try {
        const [count, ttl] = (await redis.eval(
          HIT_SCRIPT,
          1,
          `${this.options.prefix}${key}`,
          String(this.options.windowMs),
        )) as [number, number];
        if (this.redisFailing) this.logger.log('Redis answers again; counting there');
        this.redisFailing = false;
        return { count, resetInMs: ttl };
      } catch (error) {
        if (!this.redisFailing)
          this.logger.warn(`Redis failed (${(error as Error).message}); counting in memory meanwhile`);
        this.redisFailing = true;
      }
    }
    return this.hitLocally(key);
  }

  private hitLocally(key: string): WindowCount {
    const now = this.now();
    const current = this.local.get(key);
    const entry =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + this.options.windowMs };
    this.local.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }
}
