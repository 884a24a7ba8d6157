import { createKeyv } from '@cacheable/memory';
import KeyvRedis from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';

/** How often (ms) the in-memory store sweeps out expired entries nobody reads again. */
const MEMORY_SWEEP_INTERVAL_MS = 60_000;

/**
 * One cache for every module: in memory by default, Redis when REDIS_URL is set, so several
 * API processes share what they cached and invalidate it together.
 *
 * The in-memory store is bounded: at most CACHE_MAX_ENTRIES entries, the least recently used
 * going first, and expired ones swept out. cache-manager's default store is a plain Map that
 * drops an expired entry only when it is read again, so the answers of every old catalogue
 * version (and of every search typed once) would stay for the life of the process. Values are
 * handed out by reference, not cloned: cached answers are read-only, and cloning would copy the
 * stored page bytes on every hit.
 */
export const AppCacheModule = CacheModule.registerAsync({
  isGlobal: true,
  inject: [ConfigService],
  useFactory: (config: ConfigService<Env, true>) => {
    const redisUrl = config.get('REDIS_URL', { infer: true });
    return {
      ttl: config.get('CACHE_TTL_SECONDS', { infer: true }) * 1000,
      stores: [
        redisUrl
          ? new KeyvRedis(redisUrl, { namespace: config.get('CACHE_NAMESPACE', { infer: true }) })
          : createKeyv({
              lruSize: config.get('CACHE_MAX_ENTRIES', { infer: true }),
              checkInterval: MEMORY_SWEEP_INTERVAL_MS,
              useClone: false,
            }),
      ],
    };
  },
});
