import KeyvRedis from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { ConfigService } from '@nestjs/config';
import type { Env } from '../config/env.schema';

/**
 * One cache for every module: in memory by default, Redis when REDIS_URL is set, so several
 * API processes share what they cached and invalidate it together.
 */
export const AppCacheModule = CacheModule.registerAsync({
  isGlobal: true,
  inject: [ConfigService],
  useFactory: (config: ConfigService<Env, true>) => {
    const redisUrl = config.get('REDIS_URL', { infer: true });
    return {
      ttl: config.get('CACHE_TTL_SECONDS', { infer: true }) * 1000,
      ...(redisUrl
        ? { stores: [new KeyvRedis(redisUrl, { namespace: config.get('CACHE_NAMESPACE', { infer: true }) })] }
        : {}),
    };
  },
});
