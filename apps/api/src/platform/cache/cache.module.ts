import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import type { Env } from '../config/env.schema';
import { REDIS } from '../redis/redis.module';
import { CACHE_STORE, type CacheStore } from './cache-store';
import { MemoryCacheStore } from './memory-cache-store';
import { RedisCacheStore } from './redis-cache-store';
import { SharedCache } from './shared-cache';

const BYTES_PER_MB = 1024 * 1024;

/**
 * One cache for every module: in memory by default, in Redis when REDIS_URL is set, so several
 * API processes share what they cached and invalidate it together.
 */
@Global()
@Module({
  providers: [
    {
      provide: CACHE_STORE,
      inject: [ConfigService, REDIS],
      useFactory: (config: ConfigService<Env, true>, redis: Redis | null): CacheStore =>
        redis
          ? new RedisCacheStore(redis, config.get('CACHE_NAMESPACE', { infer: true }))
          : new MemoryCacheStore(config.get('CACHE_MAX_MB', { infer: true }) * BYTES_PER_MB),
    },
    SharedCache,
  ],
  exports: [SharedCache],
})
export class AppCacheModule {}
