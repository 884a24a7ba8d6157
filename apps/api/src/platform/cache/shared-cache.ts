import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Counter } from 'prom-client';
import type { Env } from '../config/env.schema';
import { Metrics } from '../metrics/metrics';
import { CACHE_STORE, type CacheEngine, type CacheStore } from './cache-store';

/** While the store is failing, how often one operation tries it again. */
export const PROBE_INTERVAL_MS = 1_000;

export interface CacheStatus {
  engine: CacheEngine;
  /** 'degraded': the store failed its last operation; reads go to the database meanwhile. */
  status: 'up' | 'degraded';
}

/**
 * The one cache every module uses (through its VersionedCache), in memory or in Redis.
 *
 * A cache is an accelerator, never a dependency: when the store fails (Redis stopped, a command
 * timing out), a read is a miss and a write is skipped, so every request reads through to the
 * database and still gets its answer. The first failure is logged once and readiness reports the
 * cache as degraded; the first success afterwards logs the recovery. Redis reconnects by itself.
 *
 * While degraded the store is left alone, except for one operation let through every
 * PROBE_INTERVAL_MS (and readiness, which always asks): a hanging Redis would otherwise cost every
 * request a command timeout per cache operation.
 */
@Injectable()
export class SharedCache {
  private readonly logger = new Logger('Cache');
  private readonly defaultTtlMs: number;
  private degraded = false;
  /** While degraded: when the next operation may try the store again. */
  private nextProbeAt = 0;
  private readonly reads: Counter<'result'> | undefined;

  constructor(
    @Inject(CACHE_STORE) private readonly store: CacheStore,
    config: ConfigService<Env, true>,
    @Optional() metrics?: Metrics,
  ) {
    this.defaultTtlMs = config.get('CACHE_TTL_SECONDS', { infer: true }) * 1000;
    // Scraped state: whether the store answers (a degraded Redis is a slower shop, not a broken one).
    const engine = store.engine;
    const isUp = () => !this.degraded;
    metrics?.gauge({
      name: 'cache_up',
      help: '1 while the cache store answers, 0 while it is degraded (reads go to the database)',
      labelNames: ['engine'],
      collect() {
        this.set({ engine }, isUp() ? 1 : 0);
      },
    });
    this.reads = metrics?.counter({
      name: 'cache_reads_total',
      help: 'Cache reads by result: hit, miss, or skipped (the store is degraded and was not asked)',
      labelNames: ['result'],
    });
  }

  get engine(): CacheEngine {
    return this.store.engine;
  }

  async get<T>(key: string): Promise<T | undefined> {
    if (this.degraded && !this.probeDue()) {
      this.reads?.inc({ result: 'skipped' });
      return undefined;
    }
    try {
      const value = await this.store.get<T>(key);
      if (this.degraded) this.recovered();
      this.reads?.inc({ result: value === undefined ? 'miss' : 'hit' });
      return value;
    } catch (error) {
      this.failed(error);
      this.reads?.inc({ result: 'skipped' });
      return undefined;
    }
  }

  /** Kept for CACHE_TTL_SECONDS unless `ttlMs` says otherwise (0: until deleted or evicted). */
  async set(key: string, value: unknown, ttlMs = this.defaultTtlMs): Promise<void> {
    if (this.degraded && !this.probeDue()) return;
    try {
      await this.store.set(key, value, ttlMs);
      if (this.degraded) this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  /** True when nothing is cached under the key any more; false when the store failed. */
  async delete(key: string): Promise<boolean> {
    if (this.degraded && !this.probeDue()) return false;
    try {
      await this.store.delete(key);
      if (this.degraded) this.recovered();
      return true;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }

  /** Asks the store now (readiness), so a recovery shows even when no request used the cache. */
  async status(): Promise<CacheStatus> {
    try {
      await this.store.ping();
      if (this.degraded) this.recovered();
    } catch (error) {
      this.failed(error);
    }
    return { engine: this.store.engine, status: this.degraded ? 'degraded' : 'up' };
  }

  /** True for one caller per interval: that caller's operation probes the store. */
  private probeDue(): boolean {
    const now = Date.now();
    if (now < this.nextProbeAt) return false;
    this.nextProbeAt = now + PROBE_INTERVAL_MS;
    return true;
  }

  private failed(error: unknown): void {
    this.nextProbeAt = Date.now() + PROBE_INTERVAL_MS;
    if (this.degraded) return;
    this.degraded = true;
    this.logger.warn(
      `The ${this.store.engine} cache failed (${(error as Error).message}); reading through to the database until it answers again`,
    );
  }

  private recovered(): void {
    this.degraded = false;
    this.logger.log(`The ${this.store.engine} cache answers again`);
  }
}
